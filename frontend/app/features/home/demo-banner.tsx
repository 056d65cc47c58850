import { CtaBand } from '~/components/cta-band';
import { ButtonLink } from '~/components/ui/button';
import { useContent } from '~/i18n/use-content';
import { DemoButton } from '~/features/demo-request/demo-button';

export function DemoBanner() {
  const { demoBanner } = useContent().home;
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
