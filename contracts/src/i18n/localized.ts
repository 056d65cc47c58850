/** The languages the site is written in; English is the spec's, French is Canadian French. */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/**
 * The type of a translation: the English value's shape with every text widened to `string`, so
 * a missing or extra key is a compile error while the wording may differ. Functions (a title
 * builder, say) keep their signature; numbers and booleans stay as they are.
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;
