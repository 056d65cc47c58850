import { isbot } from 'isbot';
import { getRestClient } from '~/lib/rest-client';
import { readUtm } from '~/lib/utm';
import { ensureVisitorId } from '~/lib/visitor';
import { countReturnVisit, insertChatInteraction, insertPageView, insertVisitor, readVisitor } from './table-calls';
import type { ChatInteraction } from './tracking';

/**
 * The tracking work, loaded lazily by tracking.ts once the page is idle (it pulls in isbot and,
 * through getRestClient, the table client). A failure is reported on the console, never thrown.
 */
class TrackingSkipped extends Error {}

async function context() {
  if (isbot(navigator.userAgent)) throw new TrackingSkipped();
  const visitorId = ensureVisitorId();
  if (!visitorId) throw new TrackingSkipped();
  const db = await getRestClient();
  if (!db) throw new TrackingSkipped();
  return { visitorId, db };
}

function report(what: string, error: unknown) {
  if (error instanceof TrackingSkipped) return;
  const message = (error as { message?: string })?.message ?? String(error);
  console.warn(`Analytics: could not record the ${what}:`, message);
}

/** This tab's visit is counted once, not on every page of it (sessionStorage lives per tab). */
const VISIT_COUNTED_KEY = 'visit_counted';

function visitCounted(visitorId: string): boolean {
  try {
    return window.sessionStorage.getItem(VISIT_COUNTED_KEY) === visitorId;
  } catch {
    return false;
  }
}

/** The first page of a visit: count a returning visit on the visitor's row, or create the row. */
export async function recordVisit(): Promise<void> {
  try {
    const { visitorId, db } = await context();
    if (visitCounted(visitorId)) return;
    const read = await readVisitor(db, visitorId);
    if (read.error) throw read.error;
    const write = read.data
      ? await countReturnVisit(db, visitorId, read.data.visit_count, new Date())
      : await insertVisitor(db, {
          visitorId,
          userAgent: navigator.userAgent,
          referrer: document.referrer || null,
          landingPage: window.location.pathname + window.location.search,
        });
    if (write.error) throw write.error;
    try {
      window.sessionStorage.setItem(VISIT_COUNTED_KEY, visitorId);
    } catch {
      // not remembered: the next page counts the visit again
    }
  } catch (error) {
    report('visit', error);
  }
}

export async function recordPageView(url: string, title: string, search: string): Promise<void> {
  try {
    const { visitorId, db } = await context();
    const { error } = await insertPageView(db, { visitorId, pageUrl: url, pageTitle: title || null, utm: readUtm(search) });
    if (error) throw error;
  } catch (error) {
    report('page view', error);
  }
}

export async function recordChatInteraction(interaction: ChatInteraction): Promise<void> {
  try {
    const { visitorId, db } = await context();
    const { error } = await insertChatInteraction(db, { visitorId, ...interaction });
    if (error) throw error;
  } catch (error) {
    report('chat message', error);
  }
}
