import type { ContactDetails } from '../knowledge/passage';
import type { Language } from './language';

/** The demo link every buying-intent answer offers: the site's Book a Demo goes to /contact. */
export const DEMO_PATH = '/contact';

const contactLine = (c: ContactDetails, lang: Language) => {
  const parts = [c.phone && (lang === 'fr' ? `par téléphone au ${c.phone}` : `call us at ${c.phone}`), c.email && (lang === 'fr' ? `par courriel à ${c.email}` : `e-mail ${c.email}`)]
    .filter(Boolean)
    .join(lang === 'fr' ? ', ' : ', or ');
  return lang === 'fr'
    ? `Vous pouvez joindre notre équipe ${parts ? `${parts}, ou ` : ''}via notre [page Contact](/contact).`
    : `You can ${parts ? `${parts}, or ` : ''}use our [contact page](/contact).`;
};

/**
 * Every fixed answer of the assistant, in English and French. Facts (phone, e-mail) come only
 * from content/site.ts; nothing here states a price, a number or a certification.
 */
export const replies = {
  greeting: (c: ContactDetails, lang: Language) =>
    lang === 'fr'
      ? `Bonjour ! Je suis l'assistant de ${c.name}. Posez-moi vos questions sur nos services, les secteurs que nous servons, la mise en place ou la sécurité, ou [réservez une démo](${DEMO_PATH}).`
      : `Hi there! I'm the ${c.name} assistant. Ask me about our services, the industries we serve, implementation, integrations or security, or [Book a Demo](${DEMO_PATH}).`,
  thanks: (lang: Language) =>
    lang === 'fr'
      ? `Avec plaisir ! Autre chose ? Vous pouvez aussi [réserver une démo](${DEMO_PATH}).`
      : `You're welcome! Anything else I can help with? You can also [Book a Demo](${DEMO_PATH}).`,
  emailCaptured: (lang: Language) =>
    lang === 'fr'
      ? `Merci ! Nous avons bien noté votre adresse courriel et un membre de notre équipe vous contactera sous peu. Vous pouvez aussi [réserver une démo](${DEMO_PATH}).`
      : `Thank you! We've noted your e-mail address and someone from our team will be in touch shortly. You can also [Book a Demo](${DEMO_PATH}) right away.`,
  emailMalformed: (lang: Language) =>
    lang === 'fr'
      ? `Cette adresse courriel semble incomplète. Pourriez-vous la vérifier et l'envoyer de nouveau ?`
      : `That e-mail address doesn't look quite right. Could you double-check it and send it again?`,
  human: (c: ContactDetails, lang: Language) =>
    lang === 'fr'
      ? `Bien sûr, j'ai transmis votre demande à notre équipe. ${contactLine(c, lang)}`
      : `Of course. I've passed your request on to our team. ${contactLine(c, lang)}`,
  contact: (c: ContactDetails, lang: Language) =>
    [
      contactLine(c, lang),
      c.address && (lang === 'fr' ? `Notre adresse : ${c.address}.` : `Our address: ${c.address}.`),
    ]
      .filter(Boolean)
      .join(' '),
  injection: (lang: Language) =>
    lang === 'fr'
      ? `Désolé, je ne peux pas faire cela. Je peux par contre répondre à vos questions sur nos services d'automatisation par IA.`
      : `Sorry, I can't help with that. I'm here to answer questions about our AI automation services, industries, implementation and support.`,
  offTopic: (lang: Language) =>
    lang === 'fr'
      ? `Je ne peux répondre qu'aux questions sur nos services d'automatisation par IA : secteurs, solutions, mise en place, intégrations, sécurité ou carrières. Que souhaitez-vous savoir ?`
      : `I can only help with questions about our AI automation services: industries, solutions, implementation, integrations, security or careers. What would you like to know?`,
  notFound: (c: ContactDetails, lang: Language) =>
    lang === 'fr'
      ? `Je n'ai pas trouvé de réponse à cette question sur notre site. ${contactLine(c, lang)}`
      : `I couldn't find an answer to that on our site. ${contactLine(c, lang)}`,
  noMarkup: (lang: Language) =>
    lang === 'fr'
      ? `Je n'ai lu que du code dans ce message. Pourriez-vous reformuler votre question en texte ?`
      : `I only saw markup in that message. Could you ask your question in plain text?`,
  rateLimited: (lang: Language) =>
    lang === 'fr'
      ? `Vous envoyez des messages un peu vite ! Patientez une minute puis réessayez, ou [contactez-nous](/contact).`
      : `You're sending messages a little fast! Please wait a minute and try again, or [contact us](/contact).`,
  intro: (lang: Language) => (lang === 'fr' ? `Voici ce que j'ai trouvé sur notre site :` : `Here's what I found:`),
  learnMore: (label: string, path: string, lang: Language) =>
    lang === 'fr' ? `En savoir plus : [${label}](${path})` : `Learn more: [${label}](${path})`,
  demoOffer: (lang: Language) =>
    lang === 'fr'
      ? `Vous aimeriez le voir en action ? [Réservez une démo](${DEMO_PATH}).`
      : `Want to see it in action? [Book a Demo](${DEMO_PATH}).`,
  pricingLead: (lang: Language) =>
    lang === 'fr'
      ? `Nos tarifs dépendent de vos besoins ; nous ne publions pas de prix fixes.`
      : `Pricing depends on your needs, so we don't publish fixed prices.`,
  pricingDemo: (lang: Language) =>
    lang === 'fr'
      ? `Pour un devis adapté à votre entreprise, [réservez une démo](${DEMO_PATH}).`
      : `For a quote that fits your business, [Book a Demo](${DEMO_PATH}) and we'll walk you through the options.`,
  industriesLead: (lang: Language) =>
    lang === 'fr'
      ? `Nous nous concentrons sur ces secteurs :`
      : `We focus on these industries:`,
  industryNotListed: (lang: Language) =>
    lang === 'fr'
      ? `Votre secteur ne figure pas dans notre liste, mais nos solutions transversales (assistants d'appel et de clavardage, avis, réseaux sociaux, rendez-vous) s'adaptent souvent. Parlons-en : [réservez une démo](${DEMO_PATH}).`
      : `Your industry isn't one we list, but our cross-industry solutions (call and chat assistants, reviews, social media, appointments) often fit. Let's talk it through: [Book a Demo](${DEMO_PATH}).`,
};
