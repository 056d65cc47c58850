import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, resolveFromRoot } from '../config/config';

/**
 * For every response that is not an HTML document (JSON, scripts, styles, images), and for
 * everything when no front end is served: nothing in it may run, load or be framed. Keeping the
 * long hash list off those responses saves phones ~2.5 KB per request.
 */
const NON_DOCUMENT_POLICY = "default-src 'none'; object-src 'none'; frame-ancestors 'none'";

/**
 * The policy scripts/csp.mjs wrote next to the static build (inline script hashes, plus GA and
 * demo origins when configured), with the data client's origin added when it is elsewhere.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const file = path.join(path.dirname(resolveFromRoot(config.STATIC_DIR)), 'csp.json');
  if (!config.SERVE_STATIC || !existsSync(file)) return NON_DOCUMENT_POLICY;
  let policy = (JSON.parse(readFileSync(file, 'utf8')) as { policy: string }).policy;
  if (config.SUPABASE_URL) {
    const supabase = new URL(config.SUPABASE_URL).origin;
    if (supabase !== new URL(config.PUBLIC_SITE_URL).origin)
      policy = policy.replace("connect-src 'self'", `connect-src 'self' ${supabase}`);
  }
  return policy;
}

/** The same headers nginx sends (frontend/nginx/templates/snippets/security-headers.conf.template). */
export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const csp = contentSecurityPolicy(config);
  fastify.addHook('onSend', async (request, reply) => applySecurityHeaders(request, reply, csp));
}

/**
 * Sets them on one reply. Also called directly where Fastify answers before any hook runs
 * (a URL it cannot decode, see create-app.ts).
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, csp = NON_DOCUMENT_POLICY): void {
  const type = String(reply.getHeader('content-type') ?? '');
  // A page that brings its own, stricter policy (newsletter links, API docs) keeps it. A 304 gets
  // none: browsers replace the cached page's headers with the 304's, and the non-document policy
  // would then block the revalidated page's stylesheets and images.
  if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy'))
    reply.header('Content-Security-Policy', type.startsWith('text/html') ? csp : NON_DOCUMENT_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  // Other sites cannot pull our responses into their pages (no-cors embeds, Spectre-style leaks).
  // The live demos (backend/src/demos) set their own: framed by this site, read by their sandbox.
  if (!reply.hasHeader('cross-origin-resource-policy')) reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  if (!reply.hasHeader('x-frame-options')) reply.header('X-Frame-Options', 'DENY');
  // Only over TLS (directly, or as reported by a trusted proxy): HSTS on plain HTTP is ignored.
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  reply.removeHeader('X-Powered-By');
}
