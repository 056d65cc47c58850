/** Spec section 3: the visitor id (prefix v_) lives in local storage; 'unknown' when absent. */
export const VISITOR_ID_KEY = 'visitor_id';
export const UNKNOWN_VISITOR = 'unknown';
/** The shape the database's row-level security accepts. */
export const VISITOR_ID_PATTERN = /^v_[A-Za-z0-9_-]{6,64}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function readVisitorId(): string {
  try {
    return window.localStorage.getItem(VISITOR_ID_KEY) ?? UNKNOWN_VISITOR;
  } catch {
    return UNKNOWN_VISITOR;
  }
}

/** The stored id when it has the accepted shape, else null. */
export function storedVisitorId(): string | null {
  const id = readVisitorId();
  return VISITOR_ID_PATTERN.test(id) ? id : null;
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be tracked. */
export function trackingRefused(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const windowDnt = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string }).doNotTrack;
  return signals.globalPrivacyControl === true || [signals.doNotTrack, signals.msDoNotTrack, windowDnt].includes('1');
}

export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `v_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * The visitor id to count this visit under, created on first use. Null when the visitor
 * refuses tracking (GPC/DNT): then no id is stored at all, and an earlier one is removed.
 */
export function ensureVisitorId(): string | null {
  try {
    if (trackingRefused()) {
      window.localStorage.removeItem(VISITOR_ID_KEY);
      return null;
    }
    const stored = storedVisitorId();
    if (stored) return stored;
    const created = newVisitorId();
    window.localStorage.setItem(VISITOR_ID_KEY, created);
    return created;
  } catch {
    return null;
  }
}
