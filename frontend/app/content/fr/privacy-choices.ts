import type * as en from '../privacy-choices.ts';
import type { LegalSection } from '../legal.types.ts';

/** French twin of ../privacy-choices.ts: « Vos choix de confidentialité ». */
export const privacyChoicesCopy: typeof en.privacyChoicesCopy = {
  footerLink: 'Vos choix de confidentialité',
  fallbackHref: '/privacy-policy#privacy-choices',
  title: 'Vos choix de confidentialité',
  intro:
    'Nous comptons les visites à l’aide d’un identifiant de visiteur aléatoire conservé dans votre navigateur. Il nous indique quelles pages sont lues, jamais qui vous êtes. C’est vous qui décidez si nous l’utilisons.',
  analyticsLabel: 'Statistiques de visite',
  analyticsDescription:
    'Un identifiant de visiteur aléatoire conservé dans votre navigateur, les pages que vous consultez, la page qui vous a mené ici, l’agent utilisateur de votre navigateur et les paramètres de campagne de l’adresse de la page. Aucune adresse IP, aucune publicité, rien n’est vendu.',
  on: 'Activées',
  off: 'Désactivées',
  turnOff: 'Désactiver les statistiques de visite',
  turnOn: 'Activer les statistiques de visite',
  savedOff:
    'Les statistiques de visite sont désactivées. L’identifiant de visiteur a été supprimé de ce navigateur et vos visites ne sont plus enregistrées.',
  savedOn: 'Les statistiques de visite sont activées. Merci de nous aider à améliorer le site.',
  signalNotice:
    'Votre navigateur envoie un signal Global Privacy Control ou Do Not Track : les statistiques de visite restent donc désactivées. Pour les activer, désactivez d’abord ce signal dans les paramètres de votre navigateur.',
  remembered: 'Votre choix est enregistré dans ce navigateur seulement. Effacer les données de navigation le réinitialise.',
  policyLink: 'Lire notre politique de confidentialité',
  close: 'Fermer',
};

export const privacyPolicyAdditions: LegalSection[] = [
  {
    heading: 'L’identifiant de visiteur',
    paragraphs: [
      'Lors de votre première visite, votre navigateur crée un identifiant de visiteur aléatoire (qui commence par v_) et le conserve dans son stockage local. Ce n’est pas un témoin (cookie) et il ne contient ni nom, ni courriel, ni adresse IP. Nous l’utilisons seulement pour compter les visites répétées et voir quelles pages sont lues.',
      'Une conversation avec l’assistant reçoit aussi un identifiant de conversation aléatoire, conservé dans le stockage de session et supprimé par votre navigateur à la fermeture de l’onglet, et chaque chargement de page reçoit un court identifiant de session de clavardage.',
    ],
    list: [
      'avec l’identifiant de visiteur, nous conservons : le nombre de visites, le moment de la dernière visite, l’agent utilisateur de votre navigateur, la page de provenance et la première page ouverte ;',
      'pour chaque page consultée : l’adresse et le titre de la page, et les paramètres de campagne (UTM) de l’adresse, le cas échéant ;',
      'pour l’assistant conversationnel : les messages échangés et, seulement si vous en inscrivez une, votre adresse courriel.',
    ],
  },
  {
    heading: 'Durée de conservation des statistiques',
    paragraphs: [
      'Les fiches de visiteur et les pages consultées sont conservées jusqu’à 26 mois, et les messages de clavardage jusqu’à 12 mois. L’identifiant de visiteur reste dans votre navigateur jusqu’à ce que vous effaciez vos données de navigation ou désactiviez les statistiques de visite.',
    ],
  },
  {
    id: 'privacy-choices',
    heading: 'Vos choix de confidentialité',
    paragraphs: [
      'Le lien « Vos choix de confidentialité », au bas de chaque page, vous permet de désactiver les statistiques de visite, et de les réactiver, en tout temps. Lorsque vous les désactivez, l’identifiant de visiteur est supprimé de votre navigateur et aucune autre visite ni page consultée n’est enregistrée ; votre choix est mémorisé dans ce navigateur.',
      'Si votre navigateur envoie un signal Global Privacy Control ou Do Not Track, les statistiques de visite sont désactivées et aucun identifiant de visiteur n’est créé, quel que soit le réglage affiché.',
      'Désactiver les statistiques de visite n’a aucun effet sur les formulaires, l’assistant conversationnel ou l’infolettre. Pour faire supprimer les données déjà enregistrées, écrivez à notre responsable de la protection des renseignements personnels, comme l’explique la section « Vos droits et vos demandes en matière de vie privée ».',
    ],
  },
];
