import type { contactFormCopy as enContactFormCopy } from './contact-form.copy';

/** French twin of contact-form.copy.ts; the toasts translate the spec's (section 8). */
export const contactFormCopy: typeof enContactFormCopy = {
  formLabel: 'Formulaire de contact',
  labels: {
    name: 'Nom complet',
    email: 'Courriel',
    phone: 'Téléphone',
    company: 'Entreprise',
    industry: 'Secteur d’activité',
    message: 'Message',
    scheduleMeeting: 'J’aimerais planifier une rencontre',
    date: 'Date souhaitée',
    time: 'Moment souhaité',
  },
  placeholders: {
    name: 'Votre nom',
    email: 'vous@entreprise.com',
    phone: '(306) 555-0100',
    company: 'Nom de l’entreprise',
    industry: 'Choisissez un secteur',
    message: 'Parlez-nous de votre entreprise et de ce que vous aimeriez automatiser',
    time: 'Choisissez un moment',
  },
  optional: '(facultatif)',
  buttons: { send: 'Envoyer le message', meeting: 'Demander une rencontre', busy: 'Envoi en cours…' },
  toasts: {
    sent: { title: 'Message envoyé !', description: 'Merci de nous avoir écrit. Nous vous répondrons sous peu.' },
    meeting: {
      title: 'Rencontre demandée !',
      description: 'Merci d’avoir planifié une rencontre. Nous vous confirmerons la date et l’heure sous peu.',
    },
    failed: { title: 'Erreur', description: 'Impossible d’envoyer votre message. Veuillez réessayer plus tard.' },
  },
};
