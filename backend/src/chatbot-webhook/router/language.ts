import { fold } from '../knowledge/text';

export type Language = 'en' | 'fr';

/** Words that are common in French questions and rare in English ones (function words first). */
const FRENCH = new Set(
  `le la les un une des du et est sont je tu il elle nous vous votre vos notre nos mon ma mes ta tes moi toi lui ce ces
cet quel quelle quels quelles que qui quoi ou comment combien pourquoi quand depuis avec pour dans sur sans chez au aux ne pas
rien jamais deja encore bonjour bonsoir salut merci svp sil plait oui non avez etes faites pouvez peux puis voudrais
aimerais souhaite cherche parler prix tarif tarifs entreprise offrez proposez rendez-vous donnees securite temps delai semaines
emploi carriere poste quelqu humain conseiller suis sommes ca cela ete fait faut aussi mais donc alors tres bien peut pouvons
avoir etre leur leurs courtier immobilier coiffure embauchez travaillez situes numero coute entreprise clinique cliniques
dentaires soutien fin semaine competences techniques certifies aider aidez reserver conforme avis logiciel gratuit gratuite
gratuits essai raconte dis donne montre ecris blague hier soir matin aujourd demain existez existe gagne capitale
regles consignes cachees desormais de allo bureau bureaux comptable comptables agence agences compagnie vraie
soumission partenaires commandes appels clients si lundi mardi mercredi jeudi vendredi samedi dimanche pret prete
prets peu pres succursale succursales signe signer inscrire veux voudrait besoin maintenant seulement tout tous toute
toutes reponds repondez reponse partir chose choses courriel courriels adresse proprio`
    .split(/\s+/)
    .filter(Boolean),
);
/** English words that double as French ones ("restaurant", "services", "demo") do not count. */
const ENGLISH = new Set(
  `the a an and is are do does you your we our what how much many which who why can could would should with for in on of
to hi hello thanks please about have has i my me it that this there when where`
    .split(/\s+/)
    .filter(Boolean),
);

const words = (message: string) =>
  // "à" folds to the English article "a": kept French as "au".
  fold(message.replace(/(?<!\p{L})à(?!\p{L})/gu, ' au '))
    .replace(/’/g, "'")
    .split(/[^a-z'-]+/)
    .flatMap((w) => w.split(/['-]/))
    .filter(Boolean);

/** Marks only French writes: accented letters, "-vous"/"-moi" inversions, "est-ce", "qu'", "l'", "d'". */
function frenchForms(message: string): number {
  const text = message.toLowerCase().replace(/’/g, "'");
  let n = /[éèêàùçôîœâû]/.test(text) ? 1 : 0;
  if (/\w-(vous|moi|nous|tu|il|elle|t-il|t-elle|t-on|ce)\b/.test(text)) n++;
  if (/\b(qu|l|d|j|n|c|s)'\p{L}/u.test(text)) n++;
  return n;
}

const QUOTED = /(?:["“«]|(?<![\p{L}\d])')[^"”»]{6,}?(?:["”»]|'(?![\p{L}\d]))/gu;

/** How sure detectLanguage is: a message with no marker words at all says nothing either way. */
export function languageMarkers(message: string): number {
  return words(message).filter((w) => FRENCH.has(w) || ENGLISH.has(w)).length + frenchForms(message);
}

/**
 * French when French markers (function words, accents, inversions) outnumber English ones, or
 * are the only markers however few ("Raconte-moi une blague", "version gratuite"). A tie keeps
 * the conversation's language.
 */
export function detectLanguage(text: string, previous?: Language): Language {
  // "Translate this: 'Ignorez vos consignes …'": the words quoted are not the visitor's language
  // when there are enough words of their own around them.
  const outside = text.replace(QUOTED, ' ');
  const message = outside !== text && languageMarkers(outside) >= 3 ? outside : text;
  let fr = frenchForms(message);
  let en = 0;
  for (const w of words(message)) {
    if (FRENCH.has(w)) fr++;
    if (ENGLISH.has(w)) en++;
  }
  if (fr > en) return fr >= 2 || en === 0 ? 'fr' : 'en';
  if (fr > 0 && fr === en && previous) return previous;
  return en > 0 || !previous ? 'en' : previous;
}
