import type { FastifyInstance } from 'fastify';
import type { ContentEventsService, ContentTopic } from '../content-events/content-events.service';

/** The console routes that write what the public content caches hold. */
const WRITERS: [prefix: string, topic: ContentTopic][] = [
  ['/api/admin/posts', 'posts'],
  ['/api/admin/jobs', 'jobs'],
];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * "Publish, then look" must show the new content at once. Writers in other processes (the
 * content CLI, SQL) are heard through content_changed NOTIFY, which arrives a moment after their
 * commit; a console write in this process is known to be committed when its handler answers, so
 * its topic is marked changed before the answer leaves (onSend), and the next request, from the
 * same operator or anyone, is computed afresh.
 */
export function registerContentWriteHook(fastify: FastifyInstance, events: ContentEventsService): void {
  fastify.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 300) return;
    const path = request.url.split('?')[0];
    // The editor's live preview renders Markdown and writes nothing.
    if (path.endsWith('/preview')) return;
    for (const [prefix, topic] of WRITERS) if (path === prefix || path.startsWith(`${prefix}/`)) events.markChanged(topic);
  });
}
