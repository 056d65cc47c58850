import type { RestClient } from '~/lib/rest-client-options';

/**
 * Every direct table call the browser makes (spec section 7), in one place: the tracker uses
 * them, and the backend's contract test records what the client sends for each of them.
 * Lengths are clipped to what the database's row-level security accepts.
 */

/** Spec section 3: ip_address is a fixed client-side placeholder; no real IP is stored anywhere. */
export const IP_PLACEHOLDER = '0.0.0.0';

const clip = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

export interface NewVisitor {
  visitorId: string;
  userAgent: string;
  referrer: string | null;
  landingPage: string;
}

export interface PageView {
  visitorId: string;
  pageUrl: string;
  pageTitle: string | null;
  utm: { utm_source?: string; utm_medium?: string; utm_campaign?: string };
}

export interface ChatRow {
  visitorId: string;
  conversationId: string;
  message: string;
  isBot: boolean;
  email?: string | null;
}

export const readVisitor = (db: RestClient, visitorId: string) =>
  db.from('website_visitors').select('visit_count').eq('visitor_id', visitorId).maybeSingle<{ visit_count: number }>();

export const countReturnVisit = (db: RestClient, visitorId: string, visitCount: number, now: Date) =>
  db
    .from('website_visitors')
    .update({ visit_count: visitCount + 1, last_visit_at: now.toISOString() })
    .eq('visitor_id', visitorId);

export const insertVisitor = (db: RestClient, visitor: NewVisitor) =>
  db.from('website_visitors').insert({
    visitor_id: visitor.visitorId,
    visit_count: 1,
    ip_address: IP_PLACEHOLDER,
    user_agent: clip(visitor.userAgent, 512),
    referrer_url: clip(visitor.referrer, 2048),
    landing_page: clip(visitor.landingPage, 2048),
  });

export const insertPageView = (db: RestClient, view: PageView) =>
  db.from('page_views').insert({
    visitor_id: view.visitorId,
    page_url: clip(view.pageUrl, 2048),
    page_title: clip(view.pageTitle, 300),
    utm_source: clip(view.utm.utm_source, 200),
    utm_medium: clip(view.utm.utm_medium, 200),
    utm_campaign: clip(view.utm.utm_campaign, 200),
  });

export const insertChatInteraction = (db: RestClient, row: ChatRow) =>
  db.from('chatbot_interactions').insert({
    visitor_id: row.visitorId,
    conversation_id: row.conversationId,
    message: clip(row.message, 4000),
    is_bot_message: row.isBot,
    email: clip(row.email, 254),
  });
