import type { en } from './en';
import type { Localized } from './localized';

/** The French twin of en.ts, key for key; its typography is checked by i18n.spec.ts. */
export const fr: Localized<typeof en> = {
  messages: {
    name: 'Le nom doit compter au moins 2 caractères',
    email: 'Veuillez entrer une adresse courriel valide',
    industry: 'Veuillez choisir un secteur d’activité',
    message: 'Le message doit compter au moins 10 caractères',
    pastDate: 'Veuillez choisir une date qui n’est pas déjà passée',
    newsletterEmpty: 'Veuillez entrer votre adresse courriel.',
  },
  industryLabels: {
    healthcare: 'Santé',
    restaurant: 'Restauration et hôtellerie',
    realestate: 'Immobilier',
    sales: 'Ventes et marketing',
    hr: 'Ressources humaines',
    salons: 'Salons et spas',
    other: 'Autre',
  },
  preferredTimeLabels: {
    morning: 'matin (9 h à 12 h)',
    afternoon: 'après-midi (12 h à 16 h)',
    evening: 'soir (16 h à 19 h)',
  },
  newsletter: {
    consentText:
      'En vous abonnant, vous acceptez de recevoir à l’occasion des courriels sur l’automatisation par l’IA. Vous pouvez vous désabonner en tout temps.',
    successMessage: 'Veuillez consulter votre boîte de réception pour confirmer votre abonnement.',
  },
  blog: { notFound: 'Article de blogue introuvable' },
};
