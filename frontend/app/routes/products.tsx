import { PageHero } from '~/components/page-hero';
import { SectionHeading } from '~/components/section';
import { pages } from '~/content/pages';
import { liveProducts, productsDemoSection } from '~/content/products';
import { ComingSoon, LiveProductSection, ProductBenefits } from '~/features/products/product-sections';
import { seo } from '~/lib/seo';

const page = pages.products;

export const meta = () => seo(page);

export default function Products() {
  return (
    <>
      <PageHero headline={page.headline} lead={page.lead} />
      <div className="bg-white pt-4">
        <div className="px-4">
          <SectionHeading id="live-demos-heading" {...productsDemoSection} />
        </div>
      </div>
      {liveProducts.map((product, i) => (
        <LiveProductSection key={product.id} product={product} index={i} />
      ))}
      <ProductBenefits />
      <ComingSoon />
    </>
  );
}
