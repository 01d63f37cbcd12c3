import type { HardwaresPageContent, ProductCardContent } from '@orioni/contracts/content';
import { ContentState } from '@/components/ui/content-state';
import { ProductList } from '@/components/ui/product-list';
import { useCommerceActions } from '@/lib/commerce-actions';
import { useContentCollection, useContentSingle } from '@/lib/content-hooks';
import { CONTENT } from '@orioni/contracts/content-requests';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCatalogTexts } from '../hooks/use-catalog-texts';
import './catalog-pages.css';

/** `/hardware`: the hardware products, each with a buy button. */
export default function HardwarePage() {
  const page = useContentSingle<HardwaresPageContent>(CONTENT.hardwaresPage);
  const hardware = useContentCollection<ProductCardContent>(CONTENT.hardwares);
  const texts = useCatalogTexts();
  const commerce = useCommerceActions();
  usePageMeta(page.data?.seo);
  return (
    <ContentState
      isPending={page.isPending || hardware.isPending || texts.isPending}
      isError={page.isError || hardware.isError || texts.isError}
      onRetry={() => {
        void page.refetch();
        void hardware.refetch();
        texts.refetch();
      }}
    >
      {() => (
        <div className="catalog-page">
          <header className="catalog-page__header">
            <div className="container">
              <h1>{page.data!.title}</h1>
              <p>{page.data!.description}</p>
            </div>
          </header>
          <section className="container catalog-page__section" aria-label={page.data!.title}>
            <ProductList products={hardware.data!} labels={texts.labels!} onBuy={commerce.buy} headingLevel={2} />
          </section>
        </div>
      )}
    </ContentState>
  );
}
