/** Spec section 3: the visitor id (prefix v_) lives in local storage; 'unknown' when absent. */
export const VISITOR_ID_KEY = 'visitor_id';
export const UNKNOWN_VISITOR = 'unknown';

export function readVisitorId(): string {
  try {
    return window.localStorage.getItem(VISITOR_ID_KEY) ?? UNKNOWN_VISITOR;
  } catch {
    return UNKNOWN_VISITOR;
  }
}
