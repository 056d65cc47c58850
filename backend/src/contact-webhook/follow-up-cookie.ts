import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';

/**
 * Proof that a contact-form follow-up comes from the browser that sent the contact: POST
 * /api/contact hands that browser the new contact's id in an HttpOnly cookie scoped to
 * /api/contact-webhook, and only a follow-up carrying it may attach to that contact. The id is a
 * random UUID, never shown to anyone else, so a third party who knows a victim's e-mail and
 * message can neither attach to nor learn about their lead (issue 18, item 4).
 */
export const FOLLOW_UP_COOKIE = 'pf_contact_follow_up';
const PATH = '/api/contact-webhook';
/** As long as the follow-up window in LeadsService. */
const MAX_AGE_SECONDS = 15 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function secure(config: AppConfig, request: FastifyRequest): boolean {
  return config.PUBLIC_SITE_URL.startsWith('https:') || request.protocol === 'https';
}

function set(reply: FastifyReply, value: string, maxAge: number, isSecure: boolean): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({ name: FOLLOW_UP_COOKIE, value, path: PATH, maxAge, httpOnly: true, sameSite: 'strict', secure: isSecure }),
  );
}

export function giveFollowUpCookie(config: AppConfig, request: FastifyRequest, reply: FastifyReply, contactId: string): void {
  set(reply, contactId, MAX_AGE_SECONDS, secure(config, request));
}

export function clearFollowUpCookie(config: AppConfig, request: FastifyRequest, reply: FastifyReply): void {
  set(reply, '', 0, secure(config, request));
}

/** The contact id this browser may follow up on, or null. */
export function followUpContactId(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  const value = parseCookie(header)[FOLLOW_UP_COOKIE];
  return value && UUID.test(value) ? value.toLowerCase() : null;
}
