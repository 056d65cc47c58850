import { type ReactNode, useEffect } from 'react';
import { LangContext } from '~/i18n/lang-context';
import type { Lang } from '~/i18n/lang';

/** Tells the hydrating code that React has committed the island (effects run after commit). */
function Committed({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * The element an island is rendered from, the same on the server and in the browser: the same
 * tree gives the same useId values, so hydration matches the server's HTML exactly.
 */
export function islandTree(lang: Lang, children: ReactNode, onCommit?: () => void) {
  return (
    <LangContext value={lang}>
      <Committed onCommit={onCommit}>{children}</Committed>
    </LangContext>
  );
}
