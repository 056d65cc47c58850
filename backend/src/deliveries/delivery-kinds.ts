import type { ChatLeadRecord } from '../chatbot-webhook/chat-lead-record';
import type { LeadRecord } from '../leads/lead-record';

/** Every outbound delivery the queue knows; `deliveries.kind` holds one of these. */
export type DeliveryKind = 'staff_email' | 'chat_staff_email' | 'webhook' | 'newsletter_confirmation' | 'operator_notice';

export interface StaffEmailPayload {
  lead: LeadRecord;
}

/** What the chat assistant captured (an e-mail left in chat, or a request for a human). */
export interface ChatStaffEmailPayload {
  chatLead: ChatLeadRecord;
}

/** Standard Webhooks' recommended envelope: type, timestamp, data. */
export type WebhookPayload =
  | { type: 'lead.contact' | 'lead.demo'; timestamp: string; data: LeadRecord }
  | { type: 'lead.chat'; timestamp: string; data: ChatLeadRecord };

export interface NewsletterConfirmationPayload {
  subscriberId: string;
  email: string;
  /** Plain confirm token, needed to write the link; scrubbed from the row once the mail is out. */
  token?: string;
  unsubscribeToken: string;
}

/** A security notice to a console operator (e.g. their account was locked after failed sign-ins). */
export interface OperatorNoticePayload {
  to: string;
  subject: string;
  text: string;
}

/** A delivery to store with its subject (one lead, subscriber or operator). */
export interface NewDelivery {
  id: string;
  kind: DeliveryKind;
  subjectType: 'contact' | 'demo_request' | 'newsletter_subscriber' | 'chat_lead' | 'operator';
  subjectId: string;
  /** The Standard Webhooks `webhook-id`, fixed now so every retry and duplicate carries it. */
  messageId: string;
  payload: StaffEmailPayload | ChatStaffEmailPayload | WebhookPayload | NewsletterConfirmationPayload | OperatorNoticePayload;
}

/** Graphile-worker gives up after this many attempts; with its backoff that spans about 4 days. */
export const MAX_DELIVERY_ATTEMPTS = 25;
