import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContentCache } from '../content-events/content-cache';
import type { ContentEventsService, ContentTopic } from '../content-events/content-events.service';

/** A JSON answer serialised once, with the validator that names exactly these bytes. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export function toCachedAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

/**
 * If-None-Match per RFC 9110 §13.1.2: a list of entity tags, compared weakly (nginx turns our
 * strong tag into W/"…" when it gzips the answer, and a browser sends back what it was given).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The public /api answers computed from published content (/api/blogs, /api/jobs): each is
 * queried and serialised once per content version (the same ContentCache and content_changed
 * events as the live pages), then sent as stored bytes with an ETag. Errors (a page past the
 * last one) are not cached and reach the exception filter as usual.
 */
export class CachedAnswers {
  private readonly cache: ContentCache<CachedAnswer>;

  constructor(
    private readonly events: ContentEventsService,
    topics: readonly ContentTopic[],
  ) {
    this.cache = new ContentCache(events, topics);
  }

  async send(key: string, compute: () => Promise<unknown>, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Every change committed before this request is heard first: a publish shows at once.
    await this.events.settled();
    const answer = await this.cache.get(key, async () => toCachedAnswer(await compute()));
    // no-cache: anyone may keep it, but must ask again each time (a 304 is cheap); a publish
    // shows at once instead of after a max-age.
    reply.header('cache-control', 'no-cache').header('etag', answer.etag);
    if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  }
}
