import { fold } from '../knowledge/text';

export type Language = 'en' | 'fr';

/** Words that are common in French questions and rare in English ones. */
const FRENCH = new Set(
  `le la les un une des du et est sont je tu nous vous votre vos notre nos mon ma mes quel quelle quels quelles que qui quoi
comment combien pourquoi avec pour dans sur sans chez au aux bonjour salut merci svp sil plait oui non avez etes faites
pouvez peux puis voudrais aimerais souhaite cherche parler prix tarif tarifs entreprise offrez proposez
rendez-vous donnees securite temps delai semaines emploi carriere poste quelqu humain conseiller suis sommes ca cela
ete etes fait faut aussi mais donc alors tres bien peut pouvons avoir etre leur leurs cette ces aux des courtier immobilier
coiffure embauchez travaillez offrez situes numero coute combien entreprise clinique cliniques dentaires soutien fin semaine
competences techniques certifies aider aidez reserver conforme notre votre avis logiciel`
    .split(/\s+/)
    .filter(Boolean),
);
/** English words that double as French ones ("restaurant", "services", "demo") do not count. */
const ENGLISH = new Set(
  `the a an and is are do does you your we our what how much many which who why can could would should with for in on of
to hi hello thanks please about have has i my me`
    .split(/\s+/)
    .filter(Boolean),
);

/** How sure detectLanguage is: a message with no marker words at all says nothing either way. */
export function languageMarkers(message: string): number {
  const words = fold(message).replace(/’/g, "'").split(/[^a-z']+/).flatMap((w) => w.split("'")).filter(Boolean);
  return words.filter((w) => FRENCH.has(w) || ENGLISH.has(w)).length + (/[éèêàùçôîœ]/i.test(message) ? 1 : 0);
}

/** French when French marker words clearly outnumber English ones (accents count too). */
export function detectLanguage(message: string): Language {
  const words = fold(message).replace(/’/g, "'").split(/[^a-z']+/).flatMap((w) => w.split("'")).filter(Boolean);
  let fr = 0;
  let en = 0;
  for (const w of words) {
    if (FRENCH.has(w)) fr++;
    if (ENGLISH.has(w)) en++;
  }
  if (/[éèêàùçôîœ]/i.test(message)) fr += 1;
  return fr >= 2 && fr > en ? 'fr' : fr === 1 && en === 0 && words.length <= 3 ? 'fr' : 'en';
}
