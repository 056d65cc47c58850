export interface UtmValues {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** UTM values from the page address query (spec section 7); absent ones stay absent. */
export function readUtm(search: string = typeof window === 'undefined' ? '' : window.location.search): UtmValues {
  const params = new URLSearchParams(search);
  const utm: UtmValues = {};
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = params.get(key);
    if (value) utm[key] = value;
  }
  return utm;
}
