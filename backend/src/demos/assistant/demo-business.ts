import type { DemoBooking, DemoName } from '@prairieflow/contracts';
import type { Lang } from './parse';

/** What a demo conversation remembers between messages (chat_memory, scope demo:<name>). */
export interface DemoState {
  /** The booking flow step in progress, if any. */
  step?: string;
  /** The listing, role or other item the visitor is talking about. */
  item?: string;
  day?: string;
  time?: number;
  party?: number;
  /** The sample booking made in this conversation (its reference), to update its later steps. */
  reference?: string;
  answers?: Record<string, string | number>;
}

/** A booking the turn makes or completes: stored in demo_bookings, never a lead. */
export interface BookingDraft {
  kind: DemoBooking['kind'];
  summary: string;
  details: Record<string, string | number>;
  /** Update the booking already made in this conversation instead of making a new one. */
  update?: boolean;
}

export interface DemoTurn {
  /** The answer; `{ref}` is replaced with the booking's reference once it is stored. */
  output: string;
  suggestions: string[];
  state: DemoState;
  booking?: BookingDraft;
}

/** What the demo page shows of a business, in one language. */
export interface DemoCopy {
  /** "Real Estate Assistant": the product this demo shows (the products page's name). */
  product: string;
  business: string;
  /** One line under the title: what the business is, said plainly as fictional. */
  about: string;
  greeting: string;
  suggestions: string[];
  placeholder: string;
}

/** A fictional business and its assistant, in English and French (the French site frames it too). */
export interface DemoBusiness {
  name: DemoName;
  copy: Record<Lang, DemoCopy>;
  /** Reference prefix of its sample bookings (DEMO-RE-…). */
  code: string;
  /** The visitor's folded message and the conversation so far; answers in `lang`. */
  respond(text: string, state: DemoState, lang: Lang): DemoTurn;
}

/** Said by every demo when asked whether it is real, so nobody mistakes a sample for a booking. */
export const DEMO_DISCLAIMER: Record<Lang, string> = {
  en: 'This is a live demo of a fictional business. Nothing you book here reaches anyone, and no contact details are collected.',
  fr: 'Ceci est une démo en direct d’une entreprise fictive. Rien de ce que vous réservez ici n’est transmis à qui que ce soit, et aucune coordonnée n’est recueillie.',
};

export const IS_IT_REAL =
  /\b(is this real|are you real|real (business|company|restaurant|agency)|is it a demo|fake|fictional|a bot|are you (a )?(human|person|robot|ai)|c'est vrai|c'est reel|vraie? (entreprise|agence|restaurant)|fictive?|faux|une demo|es-tu (un )?(humain|robot)|etes-vous (un )?(humain|robot))\b/;
export const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|salut|bonsoir|allo)\b[\s!.,]*$/;
export const THANKS = /^(thanks|thank you|thx|merci|great,? thanks|perfect,? thanks|parfait,? merci)\b/;

/** "$489,000" / "489 000 $" (the French site's way of writing dollars). */
export const money = (n: number, lang: Lang = 'en') =>
  lang === 'fr' ? `${n.toLocaleString('fr-CA')}\u00a0$` : `$${n.toLocaleString('en-CA')}`;
