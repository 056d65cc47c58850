import { DEMO_DISCLAIMER, type DemoBusiness, type DemoTurn, GREETING, IS_IT_REAL, THANKS } from './demo-business';
import { findYears, type Lang, NO, t } from './parse';

interface Role {
  id: string;
  title: Record<Lang, string>;
  type: Record<Lang, string>;
  place: Record<Lang, string>;
  pay: Record<Lang, string>;
  summary: Record<Lang, string>;
  /** Words a visitor may use for it, in English or French (folded). */
  match: RegExp;
}

/** Open roles of a fictional outdoor-gear retailer. */
const ROLES: Role[] = [
  {
    id: 'associate',
    title: { en: 'Store Associate', fr: 'Conseiller ou conseillère en magasin' },
    type: { en: 'Part-time', fr: 'Temps partiel' },
    place: { en: 'Broadway store', fr: 'magasin de Broadway' },
    pay: { en: '$17–$19 an hour', fr: '17 $ à 19 $ de l’heure' },
    summary: {
      en: 'help customers choose gear, run the till and keep the floor tidy',
      fr: 'aider les clients à choisir leur équipement, tenir la caisse et garder le magasin en ordre',
    },
    match:
      /\b(store|associate|retail|sales floor|part[- ]time|cashier|first|magasin|conseill\w*|vendeu\w*|caiss\w*|temps partiel|premier)\b/,
  },
  {
    id: 'warehouse',
    title: { en: 'Warehouse Lead', fr: 'Chef d’équipe d’entrepôt' },
    type: { en: 'Full-time', fr: 'Temps plein' },
    place: { en: 'north-end warehouse', fr: 'entrepôt du secteur nord' },
    pay: { en: '$24–$27 an hour', fr: '24 $ à 27 $ de l’heure' },
    summary: {
      en: 'lead a team of four, receive stock and ship online orders',
      fr: 'diriger une équipe de quatre, recevoir la marchandise et expédier les commandes en ligne',
    },
    match: /\b(warehouse|lead|shipping|logistics|second|entrepot|chef|expedition|logistique|deuxieme)\b/,
  },
  {
    id: 'ecommerce',
    title: { en: 'E-commerce Coordinator', fr: 'Coordonnateur ou coordonnatrice du commerce en ligne' },
    type: { en: 'Full-time', fr: 'Temps plein' },
    place: { en: 'hybrid, two days at head office', fr: 'hybride, deux jours au siège social' },
    pay: { en: '$52,000–$60,000 a year', fr: '52 000 $ à 60 000 $ par année' },
    summary: {
      en: 'update the online store, plan promotions and answer online customers',
      fr: 'mettre à jour la boutique en ligne, planifier les promotions et répondre aux clients en ligne',
    },
    match: /\b(e-?commerce|online|coordinator|web|digital|hybrid|third|en ligne|coordonnat\w*|numerique|hybride|troisieme)\b/,
  },
];
const BENEFITS: Record<Lang, string> = {
  en: 'Staff get a 30% discount on gear, paid training, and health and dental benefits after three months for full-time roles.',
  fr: 'Le personnel profite de 30 % de rabais sur l’équipement, d’une formation payée et, pour les postes à temps plein, d’une assurance santé et dentaire après trois mois.',
};

const line = (r: Role, lang: Lang) => `- ${r.title[lang]} (${r.type[lang]}, ${r.place[lang]}), ${r.pay[lang]}`;
const applyFor = (r: Role, lang: Lang) => t(lang, `Apply for ${r.title.en}`, `Postuler : ${r.title.fr}`);

function apply(role: Role | undefined, lang: Lang): DemoTurn {
  if (!role) {
    return {
      output: t(lang, 'Great! Which role would you like to apply for?', 'Excellent ! À quel poste voulez-vous postuler ?'),
      suggestions: ROLES.map((r) => applyFor(r, lang)),
      state: { step: 'apply' },
    };
  }
  return {
    output: t(
      lang,
      `Your application for ${role.title.en} is started. Reference: {ref}.\nTwo quick questions. First: how many years of related experience do you have?`,
      `Votre candidature au poste de ${role.title.fr} est commencée. Référence : {ref}.\nDeux petites questions. D’abord : combien d’années d’expérience pertinente avez-vous ?`,
    ),
    suggestions: t(lang, 'Less than a year|2 years|5 years', 'Moins d’un an|2 ans|5 ans').split('|'),
    state: { step: 'experience', item: role.id },
    // Stored in English whatever the language, so the demo_bookings rows read the same.
    booking: {
      kind: 'application',
      summary: `Application for ${role.title.en} (started)`,
      details: { role: role.title.en, status: 'started' },
    },
  };
}

/** The assistant of a fictional company that is hiring: open roles, pay, benefits, applications. */
export const hrDemo: DemoBusiness = {
  name: 'hr',
  code: 'HR',
  copy: {
    en: {
      product: 'HR Assistant',
      business: 'Northwind Outfitters',
      about: 'Northwind Outfitters is a fictional outdoor-gear retailer with sample job openings, made up for this demo.',
      greeting:
        'Hi! I’m the Northwind Outfitters hiring assistant. Ask me about our open roles, pay and benefits, or start an application.',
      suggestions: ['What roles are open?', 'Start an application', 'What are the benefits?'],
      placeholder: 'Ask about a role or start an application…',
    },
    fr: {
      product: 'Assistant RH',
      business: 'Northwind Outfitters',
      about:
        'Northwind Outfitters est un détaillant fictif d’équipement de plein air, avec des offres d’emploi d’exemple inventées pour cette démo.',
      greeting:
        'Bonjour ! Je suis l’assistant de recrutement de Northwind Outfitters. Posez-moi vos questions sur nos postes ouverts, le salaire et les avantages, ou commencez une candidature.',
      suggestions: ['Quels postes sont ouverts ?', 'Commencer une candidature', 'Quels sont les avantages ?'],
      placeholder: 'Posez une question sur un poste ou commencez une candidature…',
    },
  },
  respond(text, state, lang) {
    const copy = this.copy[lang];
    const role = ROLES.find((r) => r.match.test(text));
    const current = ROLES.find((r) => r.id === state.item);
    if (IS_IT_REAL.test(text)) return { output: DEMO_DISCLAIMER[lang], suggestions: copy.suggestions, state };
    if (GREETING.test(text)) return { output: copy.greeting, suggestions: copy.suggestions, state };
    if (state.step && NO.test(text))
      return {
        output: t(
          lang,
          'No problem, I’ve stopped the application. Anything else?',
          'Pas de problème, j’ai arrêté la candidature. Autre chose ?',
        ),
        suggestions: copy.suggestions,
        state: {},
      };
    if (state.step === 'experience' && current) {
      const years = findYears(text) ?? (/\b(less than|under) (a|one) year|moins d'un an\b/.test(text) ? 0 : undefined);
      if (years === undefined)
        return {
          output: t(
            lang,
            'Roughly how many years of related experience do you have? A number is fine.',
            'Environ combien d’années d’expérience pertinente avez-vous ? Un nombre suffit.',
          ),
          suggestions: t(lang, '1 year|3 years', '1 an|3 ans').split('|'),
          state,
        };
      return {
        output: t(
          lang,
          `Thanks, ${years} year${years === 1 ? '' : 's'} noted. Last question: when could you start?`,
          `Merci, ${years} an${years > 1 ? 's' : ''} d’expérience, c’est noté. Dernière question : quand pourriez-vous commencer ?`,
        ),
        suggestions: t(lang, 'Right away|In two weeks|Next month', 'Tout de suite|Dans deux semaines|Le mois prochain').split('|'),
        state: { ...state, step: 'start', answers: { experience: years } },
        booking: { kind: 'application', summary: `Application for ${current.title.en}`, details: { experience: years }, update: true },
      };
    }
    if (state.step === 'start' && current) {
      // Only a recognised answer is stored: demo rows never keep what a visitor typed.
      const start =
        /\b(right away|immediately|asap|now|next (week|month)|in (a|one|two|three|four|\d) (weeks?|months?)|tout de suite|immediatement|maintenant|la semaine prochaine|le mois prochain|dans (un|une|deux|trois|quatre|\d) (semaines?|mois))\b/.exec(
          text,
        )?.[0] ?? 'noted';
      return {
        output: t(
          lang,
          `All set: your application for ${current.title.en} is complete (reference {ref}). The hiring manager would review it within a week.\n(Demo: in a live deployment you'd attach your resume and get an interview slot here. Nothing is sent.)`,
          `C’est fait : votre candidature au poste de ${current.title.fr} est complète (référence {ref}). La personne responsable de l’embauche l’examinerait d’ici une semaine.\n(Démo : en service réel, vous joindriez votre CV et obtiendriez une plage d’entrevue ici. Rien n’est envoyé.)`,
        ),
        suggestions: t(lang, 'What roles are open?|What are the benefits?', 'Quels postes sont ouverts ?|Quels sont les avantages ?').split(
          '|',
        ),
        state: { item: current.id },
        booking: {
          kind: 'application',
          summary: `Application for ${current.title.en} (complete)`,
          details: { start, status: 'complete' },
          update: true,
        },
      };
    }
    const applying =
      /\b(apply|application|applying|candidate|i('m| am) interested|sign me up|postuler|postule|candidature|candidat\w*|ca m'interesse|je suis interesse\w*)\b/;
    if (applying.test(text) || (state.step === 'apply' && role)) return apply(role ?? (state.step === 'apply' ? undefined : current), lang);
    if (THANKS.test(text))
      return {
        output: t(
          lang,
          'You’re welcome! Good luck, and ask me anything else about the roles.',
          'Avec plaisir ! Bonne chance, et posez-moi toute autre question sur les postes.',
        ),
        suggestions: copy.suggestions,
        state,
      };
    if (
      /\b(benefits?|perks?|discount|dental|health|insurance|training|avantages?|rabais|dentaire|sante|assurances?|formation)\b/.test(text)
    )
      return { output: BENEFITS[lang], suggestions: [t(lang, 'Start an application', 'Commencer une candidature')], state };
    if (
      role &&
      /\b(pay|salary|wage|rate|hours?|schedule|what|tell|about|details?|do|salaire|paye|taux|horaire|quoi|parlez|details?)\b/.test(text)
    ) {
      return {
        output: t(
          lang,
          `${role.title.en} (${role.type.en}, ${role.place.en}): you'd ${role.summary.en}. Pay: ${role.pay.en}. Want to apply?`,
          `${role.title.fr} (${role.type.fr}, ${role.place.fr}) : vous auriez à ${role.summary.fr}. Salaire : ${role.pay.fr}. Voulez-vous postuler ?`,
        ),
        suggestions: [applyFor(role, lang), t(lang, 'What are the benefits?', 'Quels sont les avantages ?')],
        state: { item: role.id },
      };
    }
    if (
      /\b(roles?|jobs?|openings?|positions?|hiring|vacanc\w*|work here|careers?|postes?|emplois?|offres?|embauche\w*|recrute\w*|travailler)\b/.test(
        text,
      ) ||
      role
    ) {
      return {
        output: `${t(lang, "We're hiring for:", 'Nous recrutons pour ces postes :')}\n${ROLES.map((r) => line(r, lang)).join('\n')}\n${t(lang, 'Ask about any role, or start an application.', 'Posez vos questions sur un poste, ou commencez une candidature.')}`,
        suggestions: ROLES.map((r) => applyFor(r, lang)),
        state,
      };
    }
    if (/\b(interview|process|how long|next steps?|entrevue|processus|combien de temps|prochaine etape)\b/.test(text)) {
      return {
        output: t(
          lang,
          'After you apply, the hiring manager reviews your application within a week and invites you to a 30-minute interview.',
          'Après votre candidature, la personne responsable de l’embauche l’examine d’ici une semaine et vous invite à une entrevue de 30 minutes.',
        ),
        suggestions: [t(lang, 'Start an application', 'Commencer une candidature')],
        state,
      };
    }
    return {
      output: t(
        lang,
        'I can tell you about our open roles, pay and benefits, and start your application. What would you like to know?',
        'Je peux vous renseigner sur nos postes ouverts, le salaire et les avantages, et commencer votre candidature. Que voulez-vous savoir ?',
      ),
      suggestions: copy.suggestions,
      state,
    };
  },
};
