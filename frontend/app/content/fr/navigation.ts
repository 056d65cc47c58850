import type * as en from '../navigation.ts';
import type { NavLink } from '../navigation.ts';

/** French twin of ../navigation.ts; hrefs stay the English paths (the router adds /fr). */
export const headerLinks: NavLink[] = [
  { label: 'Accueil', href: '/' },
  { label: 'À propos', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Produits', href: '/products' },
  { label: 'Blogue', href: '/blog' },
  { label: 'Carrières', href: '/careers' },
  { label: 'Nous joindre', href: '/contact' },
];

export const bookDemo: typeof en.bookDemo = { label: 'Réserver une démo', href: '/contact' };

export const headerCopy: typeof en.headerCopy = {
  homeLabel: 'Accueil de Prairieflow AI',
  mainNav: 'Principal',
  mobileNav: 'Mobile',
  menu: 'Menu',
  skipLink: 'Passer au contenu',
};

export const footerServiceLinks: NavLink[] = [
  { label: 'Santé', href: '/services/Healthcare#top' },
  { label: 'Restauration', href: '/services/Restaurants#top' },
  { label: 'Immobilier', href: '/services/RealEstate#top' },
  { label: 'Ventes et marketing', href: '/services/SalesMarketing#top' },
  { label: 'RH et main-d’œuvre', href: '/services/HRWorkforce#top' },
  { label: 'Salons et spas', href: '/services/Salons#top' },
];

export const footerCompanyLinks: NavLink[] = [
  { label: 'À propos de nous', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Blogue', href: '/blog' },
  { label: 'Nous joindre', href: '/contact' },
  { label: 'Politique de confidentialité', href: '/privacy-policy' },
  { label: 'Conditions d’utilisation', href: '/terms-of-service' },
];

export const footerCopy: typeof en.footerCopy = {
  blurb: 'Une automatisation par l’IA qui simplifie vos opérations, élimine les pertes de temps et libère votre croissance.',
  servicesHeading: 'Services',
  companyHeading: 'Entreprise',
  contactHeading: 'Nous joindre',
  rights: 'Tous droits réservés.',
  socialLabel: 'Réseaux sociaux',
  newTab: '(s’ouvre dans un nouvel onglet)',
};

export const notFoundCopy: typeof en.notFoundCopy = {
  title: '404 – Page introuvable',
  documentTitle: 'Page introuvable',
  body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  hint: 'Note aux développeurs : pour ajouter cette page, créez un module de route dans frontend/app/routes et inscrivez-le dans frontend/app/routes.ts.',
  home: 'Retour à l’accueil',
};

export const errorCopy: typeof en.errorCopy = {
  title: 'Une erreur s’est produite',
  documentTitle: 'Erreur',
  body: 'Veuillez actualiser la page ou revenir dans un moment.',
};
