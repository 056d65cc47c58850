import type { LegalDocument } from '../legal.types.ts';
import { fullAddress, site } from './site.ts';

/**
 * French twin of ../legal-privacy.ts (LPRPDE and LCAP). The visitor id, its retention and the
 * privacy choices control are explained in ../privacy-choices.ts and its twin.
 */
export const privacyPolicy: LegalDocument = {
  lastUpdated: '2026-01-15',
  sections: [
    {
      heading: 'Qui nous sommes',
      paragraphs: [
        `${site.legalName} (« nous ») est une entreprise canadienne établie à ${site.address.city}, en ${site.address.region}. Nous sommes responsables des renseignements personnels que nous recueillons au moyen de ce site Web, et nous respectons la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et la Loi canadienne anti-pourriel (LCAP).`,
      ],
    },
    {
      heading: 'Ce que nous recueillons',
      paragraphs: ['Nous ne recueillons que ce dont nous avons besoin pour exploiter ce site et vous répondre :'],
      list: [
        'Statistiques de visite : un identifiant de visiteur aléatoire conservé dans votre navigateur, les pages que vous consultez, la page de provenance, l’agent utilisateur de votre navigateur et les paramètres de campagne (UTM) de l’adresse de la page. Nous ne conservons pas votre adresse IP.',
        'Formulaires de contact et de démo : votre nom, votre courriel, votre numéro de téléphone, votre entreprise, votre secteur, votre titre de poste, la taille de votre entreprise, votre message ainsi que la date et l’heure de rencontre que vous choisissez, le cas échéant.',
        'Assistant conversationnel : les messages que vous échangez avec l’assistant et, si vous en inscrivez une, votre adresse courriel.',
        'Infolettre : votre adresse courriel et une preuve de votre consentement (quand et comment vous l’avez donné).',
      ],
    },
    {
      heading: 'Pourquoi nous les utilisons',
      paragraphs: ['Nous utilisons les renseignements personnels pour :'],
      list: [
        'répondre à vos questions et organiser les démos et les rencontres que vous demandez ;',
        'vous envoyer l’infolettre à laquelle vous êtes abonné ;',
        'comprendre comment le site est utilisé afin de l’améliorer ;',
        'assurer la sécurité du site et prévenir les abus.',
      ],
    },
    {
      heading: 'Consentement',
      paragraphs: [
        'En envoyant un formulaire, en clavardant avec l’assistant ou en vous abonnant, vous consentez à ce que nous utilisions ces renseignements aux fins pour lesquelles vous les avez fournis. Vous pouvez retirer votre consentement en tout temps, sous réserve de restrictions légales ou contractuelles ; nous vous expliquerons alors les conséquences pour le service.',
        'Si votre navigateur envoie un signal Global Privacy Control, nous le traitons comme une demande de ne pas faire de suivi statistique.',
      ],
    },
    {
      heading: 'Infolettre et messages électroniques (LCAP)',
      paragraphs: [
        'Nous n’envoyons de messages électroniques commerciaux qu’avec votre consentement exprès. Les inscriptions à l’infolettre sont confirmées par courriel (double confirmation). Chaque message nous identifie, indique notre adresse postale et comprend un lien de désabonnement en un clic que nous respectons dans un délai de 10 jours ouvrables, généralement sur-le-champ.',
      ],
    },
    {
      heading: 'Communication et conservation',
      paragraphs: [
        'Nous ne vendons pas de renseignements personnels. Nous ne les communiquons qu’aux fournisseurs de services qui nous aident à exploiter le site (hébergement, envoi de courriels, statistiques, automatisation des processus), en vertu de contrats qui les obligent à les protéger et à ne les utiliser qu’à nos fins. Certains fournisseurs peuvent conserver des renseignements à l’extérieur du Canada, où les autorités locales peuvent y avoir accès en vertu des lois de ce pays.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: ['Nous ne conservons les renseignements que le temps nécessaire à leur fin :'],
      list: [
        'demandes de contact et de démo : jusqu’à 24 mois après notre dernier échange ;',
        'messages de clavardage : jusqu’à 12 mois ;',
        'données statistiques : jusqu’à 26 mois ;',
        'données de l’infolettre : tant que vous êtes abonné, et la preuve de consentement pendant 3 ans après votre désabonnement, puisque la LCAP nous oblige à pouvoir prouver le consentement.',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Les renseignements sont chiffrés en transit et au repos, leur accès est limité au personnel qui en a besoin, et nous révisons régulièrement nos mesures de protection. Aucun système n’est parfaitement sûr ; si une atteinte présente un risque réel de préjudice grave, nous vous en aviserons, ainsi que le Commissariat à la protection de la vie privée du Canada, comme l’exige la LPRPDE.',
      ],
    },
    {
      heading: 'Vos droits et vos demandes en matière de vie privée',
      paragraphs: [
        `Vous pouvez demander à consulter, à corriger ou à supprimer les renseignements personnels que nous détenons à votre sujet, ou poser des questions sur la présente politique. Écrivez à notre responsable de la protection des renseignements personnels à ${site.privacyEmail} ou au ${fullAddress}. Nous répondons dans un délai de 30 jours. Si vous n’êtes pas satisfait, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada.`,
      ],
    },
    {
      heading: 'Modifications de la présente politique',
      paragraphs: [
        'Nous publierons toute modification sur cette page avec une nouvelle date de « dernière mise à jour », et nous informerons les abonnés des changements importants par courriel.',
      ],
    },
  ],
};
