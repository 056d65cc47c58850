import Bowser from 'bowser';

export interface UaParts {
  device: string;
  browser: string;
}

const cache = new Map<string, UaParts>();
const MAX_CACHED = 5000;

/**
 * Device type and browser name of a user agent, parsed with Bowser (MIT, maintained, no
 * native parts) and memoised: a month of visitors has a few hundred distinct agents.
 */
export function parseUserAgent(ua: string | null): UaParts {
  if (!ua) return { device: 'Unknown', browser: 'Unknown' };
  const hit = cache.get(ua);
  if (hit) return hit;
  const parsed = Bowser.parse(ua);
  const type = parsed.platform.type;
  const parts = {
    device:
      type === 'mobile'
        ? 'Mobile'
        : type === 'tablet'
          ? 'Tablet'
          : type === 'desktop'
            ? 'Desktop'
            : type === 'tv'
              ? 'TV'
              : /bot|crawl|spider/i.test(ua)
                ? 'Bot'
                : 'Unknown',
    browser: parsed.browser.name ?? 'Unknown',
  };
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(ua, parts);
  return parts;
}
