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

/** The visitor's own choice in Privacy choices (the footer link): analytics 'off', or on. */
export const ANALYTICS_CHOICE_KEY = 'analytics_choice';

export function analyticsTurnedOff(): boolean {
  try {
    return window.localStorage.getItem(ANALYTICS_CHOICE_KEY) === 'off';
  } catch {
    return false;
  }
}

/** Remembers the choice; turning analytics off also removes the visitor id from this browser. */
export function setAnalyticsChoice(on: boolean): void {
  try {
    window.localStorage.setItem(ANALYTICS_CHOICE_KEY, on ? 'on' : 'off');
    if (!on) window.localStorage.removeItem(VISITOR_ID_KEY);
  } catch {
    // storage blocked: nothing is stored either way
  }
}

export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `v_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * The visitor id to count this visit under, created on first use. Null when the visitor
 * refuses tracking (GPC/DNT, or analytics turned off in Privacy choices): then no id is stored
 * at all, and an earlier one is removed.
 */
export function ensureVisitorId(): string | null {
  try {
    if (trackingRefused() || analyticsTurnedOff()) {
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
