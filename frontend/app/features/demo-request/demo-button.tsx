import type { ComponentProps } from 'react';
import { ButtonLink } from '~/components/ui/button';

/** Where a demo button leads without script: the contact form (it asks the same questions). */
export const DEMO_FALLBACK_HREF = '/contact#contact-form';

/**
 * A button that opens the Schedule a Demo dialog (Schedule a Demo, Book a Demo, ...). It is a
 * link in the HTML; boot.ts makes it a button that opens the demo-dialog island.
 */
export function DemoButton({ children, ...props }: Omit<ComponentProps<typeof ButtonLink>, 'to'>) {
  return (
    <ButtonLink to={DEMO_FALLBACK_HREF} data-opens="demo-dialog" {...props}>
      {children}
    </ButtonLink>
  );
}
