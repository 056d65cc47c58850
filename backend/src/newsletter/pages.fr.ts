import type { NewsletterPageTexts } from './pages';

/** French twin of newsletterPageTexts in pages.ts. */
export const newsletterPageTexts: NewsletterPageTexts = {
  lang: 'fr',
  backLabel: 'Retour au site Web',
  confirm: {
    confirmed: { title: 'Abonnement confirmé', message: 'Merci ! Vous recevrez désormais notre infolettre sur les tendances de l’IA.' },
    already_confirmed: {
      title: 'Abonnement déjà confirmé',
      message: 'Votre abonnement était déjà confirmé. Vous n’avez rien d’autre à faire.',
    },
    expired: {
      title: 'Ce lien est expiré',
      message:
        'Les liens de confirmation sont valides pendant 48 heures. Abonnez-vous de nouveau sur notre site Web pour en recevoir un nouveau.',
    },
    invalid: {
      title: 'Ce lien n’est pas valide',
      message:
        'Le lien de confirmation est incomplet ou n’est plus valide. Abonnez-vous de nouveau sur notre site Web pour en recevoir un nouveau.',
    },
  },
  unsubscribe: {
    incomplete: {
      title: 'Ce lien n’est pas valide',
      message: 'Le lien de désabonnement est incomplet. Utilisez le lien de votre plus récent courriel.',
    },
    ask: {
      title: 'Vous désabonner de notre infolettre ?',
      message: 'Vous ne recevrez plus aucun courriel de notre infolettre.',
      button: 'Me désabonner',
    },
    unknown: { title: 'Ce lien n’est pas valide', message: 'Le lien de désabonnement est incomplet ou inconnu.' },
    done: {
      title: 'Votre désabonnement est confirmé',
      message:
        'Vous ne recevrez plus aucun courriel de notre infolettre. Vous avez changé d’idée ? Abonnez-vous de nouveau sur notre site Web.',
    },
  },
};
