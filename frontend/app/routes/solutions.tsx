import { CtaBand } from '~/components/cta-band';
import { PageHero } from '~/components/page-hero';
import { pages } from '~/content/pages';
import { solutionBlocks, solutionsPage } from '~/content/solutions';
import { DemoButton } from '~/features/demo-request/demo-dialog';
import { SolutionSection } from '~/features/solutions/solution-section';
import { seo } from '~/lib/seo';

const page = pages.solutions;

export const meta = () => seo(page);

export default function Solutions() {
  return (
    <>
      <PageHero headline={page.headline} lead={page.lead} />
      {solutionBlocks.map((block, i) => (
        <SolutionSection key={block.id} block={block} index={i} />
      ))}
      <CtaBand id="solutions-cta-heading" heading={solutionsPage.closing.heading} text={solutionsPage.closing.text}>
        <DemoButton variant="inverse" size="lg">
          {solutionsPage.closing.demoLabel}
        </DemoButton>
      </CtaBand>
    </>
  );
}
