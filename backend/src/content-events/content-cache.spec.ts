import { ContentCache } from './content-cache';
import type { ContentEventsService, ContentTopic } from './content-events.service';

/** A stand-in for the listener: tests move versions by hand. */
function versions() {
  const counters: Record<ContentTopic, number> = { posts: 0, jobs: 0 };
  const events = { version: (topic: ContentTopic) => String(counters[topic]) } as unknown as ContentEventsService;
  return { events, bump: (topic: ContentTopic) => (counters[topic] += 1) };
}

describe('ContentCache', () => {
  it('computes once per key while the content is unchanged, again after a change', async () => {
    const { events, bump } = versions();
    const cache = new ContentCache<string>(events, ['posts']);
    let renders = 0;
    const render = async () => `page ${++renders}`;
    expect(await cache.get('/blog', render)).toBe('page 1');
    expect(await cache.get('/blog', render)).toBe('page 1');
    bump('jobs');
    expect(await cache.get('/blog', render)).toBe('page 1');
    bump('posts');
    expect(await cache.get('/blog', render)).toBe('page 2');
  });

  it('shares one computation between concurrent misses', async () => {
    const { events } = versions();
    const cache = new ContentCache<number>(events, ['posts']);
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 20));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1, 1]);
  });

  it('a change during the computation makes its result stale for the next read', async () => {
    const { events, bump } = versions();
    const cache = new ContentCache<string>(events, ['posts']);
    const first = cache.get('k', async () => {
      bump('posts');
      return 'old';
    });
    expect(await first).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('does not keep failures, and evicts the least recently used entry past its size', async () => {
    const { events } = versions();
    const cache = new ContentCache<string>(events, ['posts'], 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await Promise.resolve();
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    await cache.get('a', async () => 'a');
    await cache.get('bad', async () => 'unused');
    await cache.get('b', async () => 'b');
    expect(cache.size).toBe(2);
    expect(await cache.get('bad', async () => 'recomputed')).toBe('ok');
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
  });
});
