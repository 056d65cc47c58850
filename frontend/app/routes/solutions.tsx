import { CtaBand } from '~/components/cta-band';
import { PageHero } from '~/components/page-hero';
import { DemoButton } from '~/features/demo-request/demo-button';
import { SolutionSection } from '~/features/solutions/solution-section';
import { useContent } from '~/i18n/use-content';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

function Solutions() {
  const { pages, solutions } = useContent();
  const page = pages.pages.solutions;
  const { solutionBlocks, solutionsPage } = solutions;
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

export default definePage({ Component: Solutions, meta: ({ content }) => introMeta(content.pages.pages.solutions) });
