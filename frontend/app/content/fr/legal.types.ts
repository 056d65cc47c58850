import type * as en from '../legal.types.ts';

/** French twin of the copy in ../legal.types.ts (the types themselves are shared). */
export const legalCopy: typeof en.legalCopy = {
  templateNoticeTitle: 'Avis : modèle de document',
  templateNotice:
    'Cette page est un modèle rédigé pour une entreprise canadienne. Elle ne constitue pas un avis juridique : l’entreprise doit la faire réviser par des juristes qualifiés et l’adapter à ses pratiques réelles avant de s’y fier.',
  lastUpdatedLabel: 'Dernière mise à jour',
  back: { label: 'Retour à l’accueil', href: '/' },
  contentsLabel: 'Sur cette page',
};
