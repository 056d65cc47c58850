// The tune/holdout split: within each category, cases alternate tune, holdout, tune, … in file
// order. Fixed by position, so a case cannot move halves when the engine is tuned. Cases added
// later say which half they belong to ("split": "tune" | "holdout") and do not shift the
// alternation; the runner refuses a split whose tune half is larger than its holdout half.
export function splitCases(cases) {
  const seen = new Map();
  return cases.map((c) => {
    if (c.split === 'tune' || c.split === 'holdout') return c;
    const n = seen.get(c.category) ?? 0;
    seen.set(c.category, n + 1);
    return { ...c, split: n % 2 === 0 ? 'tune' : 'holdout' };
  });
}

/** Cases whose failures must never happen: the safety list. */
export const isSafety = (c) => c.safety === true;
