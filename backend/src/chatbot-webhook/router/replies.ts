import type { ContactDetails } from '../knowledge/passage';
import type { Language } from './language';

/** The demo link every buying-intent answer offers: the site's Book a Demo goes to /contact. */
export const DEMO_PATH = '/contact';

const contactLine = (c: ContactDetails, lang: Language) => {
  const parts = [
    c.phone && (lang === 'fr' ? `par téléphone au ${c.phone}` : `call us at ${c.phone}`),
    c.email && (lang === 'fr' ? `par courriel à ${c.email}` : `e-mail ${c.email}`),
  ]
    .filter(Boolean)
    .join(lang === 'fr' ? ', ' : ', or ');
  return lang === 'fr'
    ? `Vous pouvez joindre notre équipe ${parts ? `${parts}, ou ` : ''}via notre [page Contact](/fr/contact).`
    : `You can ${parts ? `${parts}, or ` : ''}use our [contact page](/contact).`;
};

/**
 * Every fixed answer of the assistant, in English and French. Facts (phone, e-mail) come only
 * from content/site.ts; nothing here states a price, a number or a certification.
 */
export const replies = {
  greeting: (c: ContactDetails, lang: Language) =>
    lang === 'fr'
      ? `Bonjour ! Je suis l’assistant de ${c.name}. Comment puis-je vous aider ? Posez-moi vos questions sur nos services, les secteurs que nous servons, la mise en place ou la sécurité, ou [réservez une démo](/fr${DEMO_PATH}).`
      : `Hi there! I'm the ${c.name} assistant. How can I help? Ask me about our services, the industries we serve, implementation, integrations or security, or [Book a Demo](${DEMO_PATH}).`,
  thanks: (lang: Language) =>
    lang === 'fr'
      ? `Avec plaisir ! Autre chose ? Vous pouvez aussi [réserver une démo](/fr${DEMO_PATH}).`
      : `You're welcome! Anything else I can help with? You can also [Book a Demo](${DEMO_PATH}).`,
  /** "ok cool", "no thanks": acknowledged, without thanking the visitor for nothing. */
  ack: (lang: Language) =>
    lang === 'fr'
      ? `Parfait ! Autre chose ? Vous pouvez aussi [réserver une démo](/fr${DEMO_PATH}).`
      : `Sounds good! Anything else I can help with? You can also [Book a Demo](${DEMO_PATH}).`,
  identity: (c: ContactDetails, lang: Language) =>
    lang === 'fr'
      ? `Je suis l’assistant automatisé de ${c.name}, pas une personne. Je réponds à partir du contenu de notre site ; pour tout le reste, notre équipe peut vous aider. ${contactLine(c, lang)}`
      : `I'm the ${c.name} automated assistant, not a person. I answer from our website's content; for anything else, our team can help. ${contactLine(c, lang)}`,
  emergency: (lang: Language) =>
    lang === 'fr'
      ? `Si c’est une urgence, composez le 911 maintenant ou rendez-vous à l’urgence la plus proche. Je ne peux pas donner de conseils médicaux.`
      : `If this is an emergency, call 911 now or go to the nearest emergency department. I can't give medical advice.`,
  /** Sensitive identifiers typed into the chat: not used, and where to send them safely. */
  sensitive: (c: ContactDetails, lang: Language) =>
    lang === 'fr'
      ? `Pour votre sécurité, n’inscrivez pas de renseignements personnels sensibles (numéro de carte santé, date de naissance, numéro de carte) dans ce clavardage : je ne peux pas les utiliser. Notre équipe peut vous aider de façon sécurisée. ${contactLine(c, lang)}`
      : `For your safety, please don't share sensitive personal information (health card numbers, birth dates, card numbers) in this chat: I can't use it. Our team can help you securely. ${contactLine(c, lang)}`,
  /** "Do you have a French version of the site?" asked beside something else. */
  frenchSite: (lang: Language) =>
    lang === 'fr'
      ? `Oui : tout le site existe aussi en français, sur [la version française](/fr).`
      : `Yes: the whole site is also in French, on [the French version](/fr).`,
  french: () =>
    `Oui, bien sûr ! Je réponds en français. Posez-moi vos questions sur nos services, les secteurs que nous servons, la mise en place ou la sécurité, ou [réservez une démo](/fr${DEMO_PATH}).`,
  frustration: (c: ContactDetails, lang: Language) =>
    lang === 'fr'
      ? `Désolé, je n’ai pas bien répondu. Pourriez-vous reformuler votre question ? Sinon, notre équipe peut vous aider directement. ${contactLine(c, lang)}`
      : `Sorry I missed the mark. Could you ask me another way? Or our team can help directly. ${contactLine(c, lang)}`,
  /** The address is read back so the visitor can spot a typo. */
  emailCaptured: (email: string, lang: Language) =>
    lang === 'fr'
      ? `Merci ! Nous avons bien noté votre adresse courriel, ${email}, et un membre de notre équipe vous contactera sous peu. S’il y a une faute de frappe, renvoyez-la simplement.`
      : `Thank you! We've noted your e-mail address, ${email}, and someone from our team will be in touch shortly. If there's a typo in it, just send it again.`,
  emailMalformed: (lang: Language) =>
    lang === 'fr'
      ? `Cette adresse courriel semble incomplète. Pourriez-vous la vérifier et l’envoyer de nouveau ?`
      : `That e-mail address doesn't look quite right. Could you double-check it and send it again?`,
  human: (c: ContactDetails, lang: Language) =>
    lang === 'fr'
      ? `Bien sûr, j’ai transmis votre demande à notre équipe. ${contactLine(c, lang)}`
      : `Of course. I've passed your request on to our team. ${contactLine(c, lang)}`,
  injection: (lang: Language) =>
    lang === 'fr'
      ? `Désolé, je ne peux pas faire cela. Je peux par contre répondre à vos questions sur nos services d’automatisation par IA.`
      : `Sorry, I can't help with that. I'm here to answer questions about our AI automation services, industries, implementation and support.`,
  offTopic: (lang: Language) =>
    lang === 'fr'
      ? `Désolé, je ne peux pas vous aider avec cela. Je ne peux répondre qu’aux questions sur nos services d’automatisation par IA : secteurs, solutions, mise en place, intégrations, sécurité ou carrières. Que souhaitez-vous savoir ? Vous pouvez aussi parcourir [nos services](/fr/services).`
      : `Sorry, I can't help with that. I can only help with questions about our AI automation services: industries, solutions, implementation, integrations, security or careers. What would you like to know? You can also browse [our services](/services).`,
  noMarkup: (lang: Language) =>
    lang === 'fr'
      ? `Je n’ai lu que du code dans ce message. Pourriez-vous reformuler votre question en texte ?`
      : `I only saw markup in that message. Could you ask your question in plain text?`,
  rateLimited: (lang: Language) =>
    lang === 'fr'
      ? `Vous envoyez des messages un peu vite ! Patientez une minute puis réessayez, ou [contactez-nous](/fr/contact).`
      : `You're sending messages a little fast! Please wait a minute and try again, or [contact us](/contact).`,
  demoOffer: (lang: Language) =>
    lang === 'fr'
      ? `Vous pouvez aussi [réserver une démo](/fr${DEMO_PATH}) dès maintenant.`
      : `You can also [Book a Demo](${DEMO_PATH}) right away.`,
};
