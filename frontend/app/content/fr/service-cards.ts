import type { ServiceCardData } from '../service-cards.ts';

/**
 * French twin of ../service-cards.ts. The Learn More rule reads English titles, so a French card
 * leads where its English twin (same position) leads.
 */
export const learnMoreLabel: string = 'En savoir plus';
export const learnMoreName = (title: string) => `En savoir plus sur ${title}`;

export const industryCards: ServiceCardData[] = [
  {
    icon: 'healthcare',
    title: 'Santé',
    description: 'Automatisez l’accueil des patients, les rappels et la documentation pour que votre personnel se concentre sur les soins.',
  },
  {
    icon: 'restaurant',
    title: 'Restauration et hôtellerie',
    description:
      'Prenez les commandes et les réservations jour et nuit, et réduisez les erreurs de commande grâce à une IA qui n’est jamais pressée.',
  },
  {
    icon: 'realestate',
    title: 'Immobilier',
    description:
      'Répondez sur-le-champ à chaque demande d’acheteur ou de locataire, qualifiez les prospects et planifiez les visites automatiquement.',
  },
  {
    icon: 'sales',
    title: 'Ventes et marketing',
    description:
      'Évaluez vos prospects, personnalisez vos suivis et faites avancer votre pipeline de ventes sans tâches manuelles inutiles.',
  },
  {
    icon: 'hr',
    title: 'Ressources humaines',
    description: 'Triez les candidatures, planifiez les entrevues et intégrez les nouveaux employés avec beaucoup moins de paperasse.',
  },
  {
    icon: 'salon',
    title: 'Salons et spas',
    description: 'Laissez vos clients réserver, déplacer leurs rendez-vous et recevoir des rappels eux-mêmes, de jour comme de nuit.',
  },
];
