import type * as en from '../pages.ts';
import { homeHero } from './home.ts';

/** French twin of ../pages.ts: a title and description for every static page. */
export const pages: typeof en.pages = {
  home: {
    path: '/',
    description:
      'L’automatisation par l’IA pour les PME du Canada : assistants d’appels et de clavardage, prise de rendez-vous, gestion des avis et rapports qui réduisent les coûts et libèrent la croissance.',
    headline: homeHero.headline,
    lead: homeHero.lead,
  },
  about: {
    path: '/about',
    title: 'À propos de nous',
    description:
      'Fondée en 2025 au Canada, notre entreprise conçoit une automatisation par l’IA concrète pour les entreprises en croissance.',
    headline: 'À propos de nous',
    lead: 'Nous aidons les PME à mettre l’IA au travail, de façon concrète et responsable.',
  },
  services: {
    path: '/services',
    title: 'Services',
    description:
      'Des services d’automatisation par l’IA pour la santé, la restauration, l’immobilier, les ventes et le marketing, les RH ainsi que les salons et spas.',
    headline: 'Nos services',
    lead: 'Une automatisation par l’IA adaptée à chaque secteur, qui s’intègre à votre façon de travailler.',
  },
  solutions: {
    path: '/solutions',
    title: 'Solutions',
    description:
      'Assistants IA d’appels et de clavardage, gestion de la réputation, automatisation des médias sociaux et prise de rendez-vous.',
    headline: 'Solutions d’IA',
    lead: 'Quatre briques qui libèrent votre équipe des tâches répétitives.',
  },
  products: {
    path: '/products',
    title: 'Produits',
    description: 'Essayez nos assistants IA pour l’immobilier, les RH et la restauration dans des démos interactives en direct.',
    headline: 'Nos produits',
    lead: 'Voyez nos assistants à l’œuvre dans des démos interactives en direct.',
  },
  contact: {
    path: '/contact',
    title: 'Nous joindre',
    description: 'Parlez à notre équipe de l’automatisation par l’IA pour votre entreprise, ou réservez une démo.',
    headline: 'Nous joindre',
    lead: 'Des questions, des idées ou un projet en tête ? Nous serions ravis d’en discuter avec vous.',
  },
  terms: {
    path: '/terms-of-service',
    title: 'Conditions d’utilisation',
    description: 'Les conditions qui encadrent l’utilisation de notre site Web et de nos services.',
    headline: 'Conditions d’utilisation',
    lead: 'Veuillez lire attentivement ces conditions avant d’utiliser notre site Web.',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Politique de confidentialité',
    description: 'Comment nous recueillons, utilisons et protégeons les renseignements personnels, conformément à la LPRPDE et à la LCAP.',
    headline: 'Politique de confidentialité',
    lead: 'Comment nous traitons les renseignements que vous nous confiez.',
  },
  careers: {
    path: '/careers',
    title: 'Carrières',
    description:
      'Joignez-vous à une équipe en télétravail d’abord qui conçoit une automatisation par l’IA concrète pour les entreprises en croissance.',
    headline: 'Carrières',
    lead: 'Aidez les entreprises à travailler plus intelligemment grâce à l’IA.',
  },
  blog: {
    path: '/blog',
    title: 'Blogue',
    description:
      'Perspectives IA : des articles sur l’automatisation par l’IA, l’expérience client et les opérations des entreprises en croissance.',
    headline: 'Perspectives IA',
    lead: 'Des idées et des guides pratiques pour mettre l’IA au travail.',
  },
  content: {
    path: '/content',
    title: 'Centre de contenu',
    description: 'Des articles sur les tendances de l’IA, la sécurité, la stratégie, la technologie, des études de cas et l’innovation.',
    headline: 'Centre de contenu',
    lead: 'Découvrez nos plus récentes réflexions sur l’automatisation par l’IA.',
  },
};
