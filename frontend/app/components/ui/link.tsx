import type { ComponentProps } from 'react';
import { useLang } from '~/i18n/lang-context';
import { localizeHref } from '~/i18n/lang';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A link within the site. Pages are separate HTML documents (no client-side router), so this is
 * a plain anchor; content modules write English paths and French pages get their /fr twins.
 */
export function Link({ to, children, ...props }: LinkProps) {
  const lang = useLang();
  return (
    <a href={localizeHref(to, lang)} {...props}>
      {children}
    </a>
  );
}
