import type { LegalDocument } from '../legal.types.ts';
import { site } from '../site.ts';

/**
 * French twin of ../legal-terms.ts. `lastUpdated` is an ISO date: the page formats it with Intl
 * in fr-CA.
 */
export const termsOfService: LegalDocument = {
  lastUpdated: '2026-01-15',
  sections: [
    {
      heading: 'À propos des présentes conditions',
      paragraphs: [
        `Les présentes conditions encadrent votre utilisation de ce site Web, exploité par ${site.legalName}. En utilisant le site, vous les acceptez. Nos services d’automatisation par l’IA sont fournis aux termes d’une entente écrite distincte, qui prévaut sur les présentes conditions pour ces services.`,
      ],
    },
    {
      heading: 'Utilisation du site Web',
      paragraphs: ['Vous ne pouvez utiliser le site qu’à des fins licites. Vous vous engagez à ne pas :'],
      list: [
        'perturber ou surcharger le site ou ses systèmes, ni tenter d’y accéder sans autorisation ;',
        'envoyer des pourriels, des logiciels malveillants ou des requêtes automatisées au moyen des formulaires ou de l’assistant conversationnel ;',
        'soumettre des renseignements faux ou que vous n’avez pas le droit de communiquer ;',
        'copier ou réutiliser le contenu du site à des fins commerciales sans notre permission écrite.',
      ],
    },
    {
      heading: 'L’assistant conversationnel et les démos en direct',
      paragraphs: [
        'L’assistant conversationnel et les démos en direct sont automatisés et peuvent se tromper. Leurs réponses sont des renseignements d’ordre général, et non des conseils professionnels, juridiques, médicaux ou financiers ; elles ne créent aucun engagement sur les prix ou les conditions. Veuillez ne pas communiquer de renseignements personnels sensibles dans le clavardage.',
        'Les démos en direct sont hébergées par un fournisseur tiers et ne se chargent que si vous le demandez ; les conditions et la politique de confidentialité de ce fournisseur s’appliquent aussi pendant que vous utilisez une démo.',
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        'Les textes, les éléments graphiques, les logos et les logiciels du site nous appartiennent ou appartiennent à nos concédants de licence, et sont protégés par les lois canadiennes et internationales. Vous pouvez consulter et imprimer des pages pour votre propre information.',
      ],
    },
    {
      heading: 'Allégations marketing et résultats',
      paragraphs: [
        'Les chiffres comme le temps gagné, la réduction des coûts ou les taux de réponse décrivent des résultats obtenus par certains clients dans des contextes précis. Vos résultats dépendent de votre entreprise et ne sont pas garantis.',
      ],
    },
    {
      heading: 'Liens vers d’autres sites',
      paragraphs: [
        'Les liens vers des sites tiers, comme nos profils sur les médias sociaux, sont fournis pour votre commodité. Nous ne sommes pas responsables de leur contenu ni de leurs pratiques.',
      ],
    },
    {
      heading: 'Exclusion de garanties et limitation de responsabilité',
      paragraphs: [
        'Le site est fourni « tel quel ». Dans la mesure permise par la loi, nous ne donnons aucune garantie quant à sa disponibilité ou à son exactitude, et nous ne sommes pas responsables des pertes indirectes ou consécutives découlant de son utilisation. Rien dans les présentes conditions ne limite les droits auxquels vous ne pouvez renoncer en vertu des lois sur la protection du consommateur.',
      ],
    },
    {
      heading: 'Confidentialité',
      paragraphs: [
        'Notre politique de confidentialité explique comment nous traitons les renseignements personnels recueillis au moyen du site.',
      ],
    },
    {
      heading: 'Droit applicable',
      paragraphs: [
        'Les présentes conditions sont régies par les lois de la province de la Saskatchewan et par les lois fédérales du Canada qui s’y appliquent. Tout litige sera soumis aux tribunaux de la Saskatchewan.',
      ],
    },
    {
      heading: 'Modifications et coordonnées',
      paragraphs: [
        `Nous pouvons mettre à jour les présentes conditions en publiant ici une nouvelle version, avec une nouvelle date de « dernière mise à jour ». Pour toute question sur ces conditions : ${site.email}.`,
      ],
    },
  ],
};
