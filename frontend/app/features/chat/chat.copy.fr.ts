import type { Localized } from '@prairieflow/contracts';
import { site } from '~/content/fr/site';
import type { chatCopy as enChatCopy } from './chat.copy';

/** French twin of chat.copy.ts; the fallback reply and the toast translate the spec's. */
export const chatCopy: Localized<typeof enChatCopy> = {
  launcherOpen: 'Ouvrir le clavardage avec notre assistant IA',
  launcherClose: 'Fermer le clavardage',
  title: 'Assistant IA',
  online: 'En ligne',
  greeting: `Bonjour ! Je suis l’assistant de ${site.name}. Posez-moi vos questions sur nos services, les secteurs que nous servons, la mise en place ou la sécurité, ou réservez une démo.`,
  placeholder: 'Écrivez votre message…',
  inputLabel: 'Message',
  send: 'Envoyer le message',
  expand: 'Agrandir le clavardage',
  shrink: 'Réduire le clavardage',
  close: 'Fermer le clavardage',
  conversation: 'Conversation',
  typing: 'L’assistant IA est en train d’écrire',
  fallback: 'Désolé, j’ai rencontré un problème de connexion. Veuillez réessayer ou communiquer avec le soutien si le problème persiste.',
  toast: {
    title: 'Problème de connexion',
    description: 'Nous éprouvons quelques difficultés techniques. Vos messages sont tout de même enregistrés dans notre système.',
  },
};
