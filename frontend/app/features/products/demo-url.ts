import type { DemoUrlKey } from '~/content/products';
import { env } from '~/lib/env';

/**
 * The configured URL of a live demo, or null. Only absolute http(s) URLs count: anything else
 * (empty, a typo, `javascript:`) shows the "demo not configured" state instead of a broken frame.
 */
export function parseDemoUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function demoUrlFor(key: DemoUrlKey, urls: Record<DemoUrlKey, string> = env.demoUrls): string | null {
  return parseDemoUrl(urls[key]);
}
