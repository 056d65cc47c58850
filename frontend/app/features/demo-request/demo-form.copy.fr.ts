import type { demoFormCopy as enDemoFormCopy } from './demo-form.copy';

/** French twin of demo-form.copy.ts; the toasts translate the spec's (section 8). */
export const demoFormCopy: typeof enDemoFormCopy = {
  formLabel: 'Demande de démo',
  labels: {
    name: 'Nom complet',
    email: 'Courriel',
    phone: 'Téléphone',
    company: 'Entreprise',
    industry: 'Secteur d’activité',
    companySize: 'Taille de l’entreprise',
    jobTitle: 'Titre du poste',
    message: 'Qu’aimeriez-vous voir ?',
    bookMeeting: 'Réserver une rencontre au moment qui me convient',
    date: 'Date souhaitée',
    time: 'Moment souhaité',
  },
  placeholders: {
    industry: 'Choisissez un secteur',
    companySize: 'Choisissez une taille',
    time: 'Choisissez un moment',
  },
  companySizeLabels: {
    '1-10': '1 à 10 employés',
    '11-50': '11 à 50 employés',
    '51-200': '51 à 200 employés',
    '201-500': '201 à 500 employés',
    '501+': '501 employés et plus',
  },
  optional: '(facultatif)',
  buttons: { submit: 'Planifier la démo', busy: 'Envoi en cours…', cancel: 'Annuler' },
  toasts: {
    requested: { title: 'Démo demandée !', description: 'Merci de votre intérêt. Notre équipe communiquera avec vous sous peu.' },
    meeting: {
      title: 'Démo demandée !',
      description: 'Merci de votre intérêt. Notre équipe communiquera avec vous à la date et à l’heure que vous avez choisies.',
    },
    failed: { title: 'Erreur', description: 'Impossible de soumettre votre demande de démo. Veuillez réessayer plus tard.' },
  },
};
