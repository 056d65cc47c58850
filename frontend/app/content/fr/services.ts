import type * as en from '../services.ts';
import type { FeaturedIndustry } from '../services.ts';
import type { ServiceCardData } from '../service-cards.ts';

/** French twin of ../services.ts. */
export const servicesIndustriesIntro: typeof en.servicesIndustriesIntro = {
  id: 'industries',
  eyebrow: 'Secteurs',
  heading: 'Des solutions pour six secteurs',
  lead: 'Chaque solution est conçue autour du quotidien de son secteur et prête à déployer en 2 à 4 semaines.',
};

export const additionalServicesIntro: typeof en.additionalServicesIntro = {
  eyebrow: 'Services complémentaires',
  heading: 'Une automatisation utile dans tous les secteurs',
  lead: 'Ajoutez ces services à n’importe quelle solution sectorielle, ou commencez par eux.',
};

export const additionalServices: ServiceCardData[] = [
  {
    icon: 'social',
    title: 'Gestion des médias sociaux',
    description: 'Planifiez, rédigez et publiez vos publications, et répondez aux commentaires et aux messages sur tous vos canaux.',
  },
  {
    icon: 'reputation',
    title: 'Gestion des avis et de la réputation par l’IA',
    description: 'Répondez à chaque avis de façon personnalisée et repérez les problèmes avant qu’ils ne se répandent.',
  },
  {
    icon: 'assistant',
    title: 'Assistant IA personnalisé',
    description: 'Des analyses, des rapports et des prévisions tirés de vos propres données, expliqués en termes simples.',
  },
];

export const featuredIntro: typeof en.featuredIntro = {
  eyebrow: 'Secteurs en vedette',
  heading: 'Des solutions spécialisées pour les milieux réglementés',
};

export const featuredIndustries: FeaturedIndustry[] = [
  {
    icon: 'clinic',
    title: 'Cliniques et cabinets médicaux',
    description: 'Moins de plages vides et moins de temps passé sur les dossiers, pour que vos professionnels voient plus de patients.',
    points: [
      'Jusqu’à 45 % moins de rendez-vous manqués',
      '75 % moins de temps consacré à la documentation',
      'Réponses aux questions des patients 24/7',
    ],
    href: '/services/Clinics',
    linkLabel: 'Découvrir nos solutions pour les cliniques et cabinets médicaux',
  },
  {
    icon: 'financial',
    title: 'Services financiers',
    description: 'Accueillez vos clients plus rapidement et gardez chaque document et chaque échéance sous contrôle, en toute sécurité.',
    points: ['Jusqu’à 70 % moins de tâches manuelles', 'Données chiffrées dans un nuage sécurisé', 'Soutien à la clientèle jour et nuit'],
    href: '/services/FinancialServices',
    linkLabel: 'Découvrir nos solutions pour les services financiers',
  },
];

export const servicesActions: typeof en.servicesActions = {
  heading: 'Trouvez la solution qui convient à votre entreprise',
  text: 'Parlez-nous de vos processus, ou parcourez tous les secteurs que nous servons.',
  contact: { label: 'Nous joindre', href: '/contact' },
  allIndustries: { label: 'Voir tous les secteurs', href: '/services#industries' },
};
