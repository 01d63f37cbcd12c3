import type { ProductCardContent, ServicesPageContent } from '@orioni/contracts/content';
import { ContentState } from '@/components/ui/content-state';
import { ProductList } from '@/components/ui/product-list';
import { useCommerceActions } from '@/lib/commerce-actions';
import { useContentCollection, useContentSingle } from '@/lib/content-hooks';
import { CONTENT } from '@orioni/contracts/content-requests';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCatalogTexts } from '../hooks/use-catalog-texts';
import { isStandardItem } from '@orioni/contracts/catalog-rules';
import './catalog-pages.css';

/** `/services`: trainings and supports, each with its title, in the standard variant (decision 4). */
export default function ServicesPage() {
  const page = useContentSingle<ServicesPageContent>(CONTENT.servicesPage);
  const services = useContentCollection<ProductCardContent>(CONTENT.services);
  const texts = useCatalogTexts();
  const commerce = useCommerceActions();
  usePageMeta(page.data?.seo);
  return (
    <ContentState
      isPending={page.isPending || services.isPending || texts.isPending}
      isError={page.isError || services.isError || texts.isError}
      onRetry={() => {
        void page.refetch();
        void services.refetch();
        texts.refetch();
      }}
    >
      {() => {
        const items = services.data!.filter((s) => isStandardItem(s.attributes.offerPage));
        const groups = [
          { id: 'trainings', title: page.data!.trainingsTitle, items: items.filter((s) => s.attributes.category === 'trainings') },
          { id: 'supports', title: page.data!.supportsTitle, items: items.filter((s) => s.attributes.category === 'supports') },
        ];
        return (
          <div className="catalog-page">
            <header className="catalog-page__header">
              <div className="container">
                <h1>{page.data!.title}</h1>
                <p>{page.data!.description}</p>
              </div>
            </header>
            {groups.map((group) => (
              <section
                key={group.id}
                className="container catalog-page__section"
                aria-labelledby={`${group.id}-title`}
                data-section={group.id}
              >
                <h2 id={`${group.id}-title`} className="catalog-page__section-title">
                  {group.title}
                </h2>
                <ProductList products={group.items} labels={texts.labels!} onBuy={commerce.buy} />
              </section>
            ))}
          </div>
        );
      }}
    </ContentState>
  );
}
