import type { DemoBooking, DemoName } from '@prairieflow/contracts';

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

/** A fictional business and its assistant, as the demo page presents it. */
export interface DemoBusiness {
  name: DemoName;
  /** "Real Estate Assistant": the product this demo shows (the products page's name). */
  product: string;
  business: string;
  /** One line under the title: what the business is, said plainly as fictional. */
  about: string;
  greeting: string;
  suggestions: string[];
  placeholder: string;
  /** Reference prefix of its sample bookings (DEMO-RE-…). */
  code: string;
  respond(text: string, state: DemoState): DemoTurn;
}

/** Said by every demo when asked whether it is real, so nobody mistakes a sample for a booking. */
export const DEMO_DISCLAIMER =
  'This is a live demo of a fictional business. Nothing you book here reaches anyone, and no contact details are collected.';

export const IS_IT_REAL = /\b(is this real|are you real|real (business|company|restaurant|agency)|is it a demo|fake|fictional|a bot|are you (a )?(human|person|robot|ai))\b/;
export const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|salut)\b[\s!.,]*$/;
export const THANKS = /^(thanks|thank you|thx|merci|great,? thanks|perfect,? thanks)\b/;

export const money = (n: number) => `$${n.toLocaleString('en-CA')}`;
