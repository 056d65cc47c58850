/** One retrievable fact: a card, an FAQ entry, a block of a page or a piece of a blog post. */
export interface Passage {
  id: string;
  kind: 'faq' | 'service' | 'page' | 'blog' | 'contact';
  title: string;
  text: string;
  /** The site page that shows this fact; answers link to it. */
  path: string;
  /** Heading of the section or page it sits under, when different from its title. */
  section?: string;
  /** The language of its text; French passages link to the French site (/fr…). Default en. */
  lang?: 'en' | 'fr';
}

export interface ScoredPassage extends Passage {
  score: number;
  /** The processed query terms this passage matched. */
  matchedTerms: string[];
  /** Share of the query's terms this passage matched (0–1). */
  coverage: number;
}

/** The site's contact details, read from content/site.ts (never invented). */
export interface ContactDetails {
  name: string;
  phone?: string;
  email?: string;
  careersEmail?: string;
  address?: string;
}

/** Link label for a page path, from the content's own page titles. */
export type PageTitles = Map<string, string>;
