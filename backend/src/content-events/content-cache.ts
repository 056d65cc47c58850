import type { ContentEventsService, ContentTopic } from './content-events.service';

interface Entry<T> {
  version: string;
  value: Promise<T>;
}

/**
 * A bounded cache of values computed from public content (rendered pages, serialised API
 * answers), each entry kept only while the content it was computed from is unchanged.
 *
 * The version is read before computing, so a change that lands during the computation makes the
 * entry stale at once. Concurrent misses of one key share a single computation, so a burst of
 * requests after a publish renders the page once. Failed computations are not kept.
 */
export class ContentCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly events: ContentEventsService,
    private readonly topics: readonly ContentTopic[],
    private readonly maxEntries = 500,
  ) {}

  /** The version a value computed now depends on (e.g. for an ETag). */
  version(): string {
    return this.topics.map((topic) => this.events.version(topic)).join('.');
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Refresh its place: the map's insertion order is the eviction order (least recent first).
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    const entry = { version, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
