import { Fragment } from 'react';
import { Link } from '~/components/ui/link';

/** `[label](/path)`, `[label](https://…)`, `[label](mailto:…)` or `[label](tel:…)`; nothing else. */
const LINK = /\[([^\]\n]{1,200})\]\(((?:\/(?!\/)|https?:\/\/|mailto:|tel:)[^)\s]{0,500})\)/g;

export type Segment = { text: string } | { label: string; href: string };

/** Splits a bot answer into text and links. Everything else stays literal text. */
export function parseMessage(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ label: match[1], href: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * A chat message as React text nodes and safe anchors (React escapes the text; no raw HTML).
 * Site paths are links in the page's language; other links open in a new tab without access to this page.
 */
export function MessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return (
    <>
      {parseMessage(text).map((segment, i) =>
        'text' in segment ? (
          <Fragment key={i}>{segment.text}</Fragment>
        ) : segment.href.startsWith('/') ? (
          <Link key={i} to={segment.href} className={linkClass} onClick={onNavigate}>
            {segment.label}
          </Link>
        ) : (
          <a
            key={i}
            href={segment.href}
            className={linkClass}
            {...(segment.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {segment.label}
          </a>
        ),
      )}
    </>
  );
}
