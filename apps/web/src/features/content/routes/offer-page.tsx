import type { OfferContent, ProductCardContent, ProductTextsContent } from '@orioni/contracts/content';
import { Button } from '@/components/ui/button';
import { ContentState } from '@/components/ui/content-state';
import { ProductList } from '@/components/ui/product-list';
import { useCommerceActions } from '@/lib/commerce-actions';
import { useContentCollection, useContentSingle, useSettings } from '@/lib/content-hooks';
import { useI18n } from '@/lib/i18n';
import { CONTENT } from '@orioni/contracts/content-requests';
import { usePageMeta } from '@/lib/use-page-meta';
import { entryLang } from '../entry-lang';
import './content-pages.css';

/** `/offer/isOffer`: the offer landing page with the products whose offerPage is offer or all (decision 4). */
export default function OfferPage() {
  const offer = useContentSingle<OfferContent>(CONTENT.offer);
  const products = useContentCollection<ProductCardContent>(CONTENT.offerProducts);
  const settings = useSettings();
  const productTexts = useContentSingle<ProductTextsContent>(CONTENT.productTexts);
  const commerce = useCommerceActions();
  const { locale } = useI18n();
  usePageMeta(offer.data?.seo);
  const queries = [offer, products, settings, productTexts];
  return (
    <ContentState
      isPending={queries.some((q) => q.isPending)}
      isError={queries.some((q) => q.isError)}
      onRetry={() => queries.forEach((q) => void q.refetch())}
    >
      {() => (
        <div className="offer-page" lang={entryLang(offer.data, locale)}>
          <section className="offer-hero">
            <div className="container">
              <h1>{offer.data!.hero.title}</h1>
              <p className="offer-hero__lead">{offer.data!.hero.description}</p>
              <ul className="offer-hero__benefits">
                {offer.data!.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
              <Button size="lg" onClick={() => document.getElementById('offer-products')?.scrollIntoView({ behavior: 'smooth' })}>
                {offer.data!.hero.button}
              </Button>
            </div>
          </section>
          <section id="offer-products" className="container content-page" aria-labelledby="offer-products-title" tabIndex={-1}>
            <h2 id="offer-products-title" className="content-page__title">
              {offer.data!.productsTitle}
            </h2>
            <ProductList
              products={products.data!}
              labels={{ from: productTexts.data!.from, more: settings.data!.common.more, periodTitles: productTexts.data!.periodTitles }}
              onBuy={commerce.buy}
              onDemo={(p) => commerce.requestDemo(p)}
            />
          </section>
        </div>
      )}
    </ContentState>
  );
}
