import { PageHero } from '~/components/page-hero';
import { SectionHeading } from '~/components/section';
import { ComingSoon, LiveProductSection, ProductBenefits } from '~/features/products/product-sections';
import { useContent } from '~/i18n/use-content';
import { introMeta } from './page-meta';
import { definePage } from './route-kit';

function Products() {
  const { pages, products } = useContent();
  const page = pages.pages.products;
  return (
    <>
      <PageHero headline={page.headline} lead={page.lead} />
      <div className="bg-white pt-4">
        <div className="px-4">
          <SectionHeading id="live-demos-heading" {...products.productsDemoSection} />
        </div>
      </div>
      {products.liveProducts.map((product, i) => (
        <LiveProductSection key={product.id} product={product} index={i} />
      ))}
      <ProductBenefits />
      <ComingSoon />
    </>
  );
}

export default definePage({ Component: Products, meta: ({ content }) => introMeta(content.pages.pages.products) });
