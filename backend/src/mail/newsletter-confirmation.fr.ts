import type { ConfirmationTexts } from './newsletter-confirmation';

/** French twin of confirmationTexts in newsletter-confirmation.ts. */
export const confirmationTexts: ConfirmationTexts = {
  lang: 'fr',
  subject: 'Veuillez confirmer votre abonnement à l’infolettre',
  heading: 'Confirmez votre abonnement',
  intro:
    'Veuillez confirmer que vous souhaitez recevoir l’infolettre de Prairieflow AI : des articles occasionnels sur les tendances de l’IA et l’automatisation.',
  textIntro: 'Veuillez confirmer votre abonnement à l’infolettre de Prairieflow AI.',
  button: 'Confirmer mon abonnement',
  confirmLine: (url) => `Confirmer : ${url}`,
  expiry: (hours) =>
    `Le lien est valide pendant ${hours} heures. Si vous n’avez rien demandé, ignorez ce courriel : aucun abonnement ne sera activé.`,
  unsubscribe: 'Se désabonner',
  unsubscribeLine: (url) => `Se désabonner : ${url}`,
};
