import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config';

/** ASVS 5.0 V7.3: sessions end after 30 minutes without use and 12 hours after sign-in. */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

/**
 * Over TLS (the public address is https, or a trusted proxy says the request came in over
 * https) the cookie is `__Host-` prefixed and Secure, so no subdomain or plain-HTTP page can
 * set or read it. Without TLS (local `npm start`) browsers would drop a Secure cookie.
 */
export function sessionCookieName(config: AppConfig, request: FastifyRequest): string {
  return overTls(config, request) ? '__Host-pf_console' : 'pf_console';
}

export function overTls(config: AppConfig, request: FastifyRequest): boolean {
  return config.PUBLIC_SITE_URL.startsWith('https:') || request.protocol === 'https';
}
