// The tune/holdout split. Every case names its half ("split": "tune" | "holdout") and the batch it
// was written in ("batch": 1, 2, 3 …): a batch is written before the engine sees it, so a holdout
// batch is untouched until the engine has been tuned without it. Cases without a half fall back to
// alternating tune, holdout, tune, … within their category in file order (how batch 1 was split;
// its halves are now written in the file so no edit can shift them). The runner refuses a split
// whose tune half is larger than its holdout half.
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
