import { CtaBand } from '~/components/cta-band';
import { ButtonLink } from '~/components/ui/button';
import { demoBanner } from '~/content/home';
import { DemoButton } from '~/features/demo-request/demo-dialog';

export function DemoBanner() {
  return (
    <CtaBand id="demo-banner-heading" heading={demoBanner.heading} text={demoBanner.text}>
      <DemoButton variant="inverse" size="lg">
        {demoBanner.demoLabel}
      </DemoButton>
      <ButtonLink to={demoBanner.contact.href} variant="outlineInverse" size="lg">
        {demoBanner.contact.label}
      </ButtonLink>
    </CtaBand>
  );
}
