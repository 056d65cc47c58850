import type * as en from '../about.ts';

/** French twin of ../about.ts. */
export const aboutStory: typeof en.aboutStory = {
  eyebrow: 'Notre histoire',
  heading: 'Une IA concrète pour les entreprises qui font vivre nos communautés',
  paragraphs: [
    'Tout a commencé en 2025, au Canada, avec un constat simple : les PME passent des heures chaque jour à gérer des appels, des réservations, des suivis et de la paperasse qu’un logiciel pourrait prendre en charge. Pourtant, la plupart des outils d’IA sont conçus pour les grandes entreprises qui ont leurs propres équipes techniques.',
    'Nous concevons donc une automatisation par l’IA intelligente, évolutive et économique : des assistants qui répondent à vos clients, fixent les rendez-vous, gèrent les avis en ligne et vous disent ce qui fonctionne. Nous les mettons en place pour vous, et ils sont en service en quelques semaines, pas en quelques mois.',
    'Aujourd’hui, nous travaillons avec des cliniques, des restaurants, des équipes en immobilier, des salons et des spas, des services de ressources humaines et des équipes de vente. Nous les aidons à simplifier leurs opérations, à éliminer les pertes de temps et à libérer leur croissance.',
  ],
  image: {
    src: '/images/about-story.svg',
    alt: 'Une petite équipe d’entreprise qui travaille aux côtés d’un assistant IA',
    width: 520,
    height: 420,
  },
};

export const aboutJourney: typeof en.aboutJourney = {
  eyebrow: 'Notre parcours',
  heading: 'D’une idée à l’automatisation au quotidien',
  steps: [
    {
      label: '2025',
      title: 'Fondée au Canada',
      description:
        'Nous nous sommes donné pour mission de rendre l’automatisation par l’IA accessible aux PME, en commençant par les appels, les réservations et les suivis qui grugent leurs journées.',
    },
    {
      label: 'Aujourd’hui',
      title: 'Au service de plus de 6 secteurs',
      description:
        'Nos plus de 20 solutions prêtes à déployer aident des entreprises en santé, en restauration et hôtellerie, en immobilier, en ventes et marketing, en ressources humaines ainsi que des salons et des spas à économiser jusqu’à 75 % du temps consacré aux tâches routinières.',
    },
  ],
};

export const aboutValues: typeof en.aboutValues = {
  eyebrow: 'Nos valeurs',
  heading: 'Ce qui guide notre travail',
  items: [
    {
      icon: 'lightbulb',
      title: 'Innovation',
      description: 'Nous transformons les plus récentes avancées de l’IA en outils qui règlent de vrais problèmes du quotidien.',
    },
    {
      icon: 'award',
      title: 'Excellence',
      description: 'Nous mesurons notre travail aux résultats qu’obtiennent nos clients, et nous plaçons la barre toujours plus haut.',
    },
    {
      icon: 'shield',
      title: 'Intégrité',
      description: 'Nous sommes honnêtes sur ce que l’IA peut faire et ne pas faire, et nous protégeons les données que vous nous confiez.',
    },
    {
      icon: 'handshake',
      title: 'Collaboration',
      description: 'Nous bâtissons avec votre équipe, pas à côté d’elle, et nous restons à vos côtés après le lancement.',
    },
    {
      icon: 'users',
      title: 'Inclusion',
      description: 'Nous concevons des assistants qui servent chaque client, dans un langage clair et accessibles dès le départ.',
    },
    {
      icon: 'leaf',
      title: 'Durabilité',
      description:
        'Nous bâtissons des systèmes efficaces qui économisent les ressources et grandissent avec votre entreprise à long terme.',
    },
  ],
};

export const aboutCta: typeof en.aboutCta = {
  heading: 'Bâtissons ensemble votre avantage grâce à l’IA',
  text: 'Dites-nous où votre équipe perd le plus de temps, et nous vous montrerons comment l’automatisation peut le lui redonner.',
  action: { label: 'Commencer', href: '/contact' },
};
