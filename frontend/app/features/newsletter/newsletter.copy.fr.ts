import { catalogues, type Localized } from '@prairieflow/contracts';
import type { newsletterCopy as enNewsletterCopy } from './newsletter.copy';

const { fr } = catalogues;

/** French twin of newsletter.copy.ts; the consent and the empty-address toast come from the contracts' catalogue. */
export const newsletterCopy: Localized<typeof enNewsletterCopy> = {
  heading: 'Restez à l’affût des tendances en IA',
  text: 'Recevez dans votre boîte de réception des idées concrètes d’automatisation par l’IA, des études de cas et les nouveautés de nos produits.',
  label: 'Adresse courriel',
  formLabel: 'Abonnement à l’infolettre',
  placeholder: 'Votre adresse courriel',
  buttons: { idle: 'S’abonner', busy: 'Abonnement en cours…' },
  consent: fr.newsletter.consentText,
  privacyLead: 'Consultez notre',
  privacyLink: 'politique de confidentialité',
  toasts: {
    empty: { title: 'Erreur', description: fr.messages.newsletterEmpty },
    failed: { title: 'Erreur', description: 'L’abonnement a échoué. Veuillez réessayer plus tard.' },
    success: { title: 'Abonnement réussi !', description: 'Merci de votre abonnement à notre infolettre.' },
  },
};
