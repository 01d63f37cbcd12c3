import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { HomeContent, ProductCardContent } from '@orioni/contracts/content';
import { Button } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { BannerPicture, ContentImage } from '@/components/ui/content-image';
import { ContentState } from '@/components/ui/content-state';
import { PlayIcon, ProductList } from '@/components/ui/product-list';
import { VideoModal } from '@/components/ui/video-modal';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useCommerceActions } from '@/lib/commerce-actions';
import { useContentSingle } from '@/lib/content-hooks';
import { CONTENT } from '@orioni/contracts/content-requests';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCatalogTexts } from '../hooks/use-catalog-texts';
import './home-page.css';

const isExternal = (url: string) => /^https?:\/\//.test(url);

/** Home (`/`, `/solutions`, `/home`): hero, banners, products, partners (spec section 2). */
export default function HomePage() {
  const home = useContentSingle<HomeContent>(CONTENT.home);
  const texts = useCatalogTexts();
  usePageMeta(home.data?.seo);
  return (
    <ContentState
      isPending={home.isPending || texts.isPending}
      isError={home.isError || texts.isError}
      onRetry={() => {
        void home.refetch();
        texts.refetch();
      }}
    >
      {() => <Home home={home.data!} texts={texts} />}
    </ContentState>
  );
}

function Home({ home, texts }: { home: HomeContent; texts: ReturnType<typeof useCatalogTexts> }) {
  const { token } = useSession();
  const { openAuthModal } = useAuthModal();
  const commerce = useCommerceActions();
  const [video, setVideo] = useState<{ url: string | null; title: string } | null>(null);
  const common = texts.common!;
  const products = home.products?.data ?? [];
  useHomeQueryParams(products);

  return (
    <>
      <section className="home-hero">
        <div className="container home-hero__inner">
          <div className="home-hero__copy">
            <h1 className="home-hero__title">{home.header.title}</h1>
            <p className="home-hero__lead">{home.header.description}</p>
            <div className="home-hero__actions">
              {!token && (
                <Button size="lg" onClick={() => openAuthModal('register')}>
                  {home.header.registration}
                </Button>
              )}
              {home.header.youtubeVideo && (
                <Button
                  size="lg"
                  variant="secondary"
                  className="home-hero__video"
                  icon={<PlayIcon />}
                  onClick={() => setVideo({ url: home.header.youtubeVideo, title: home.header.title })}
                >
                  {home.header.videoButton}
                </Button>
              )}
            </div>
          </div>
          <div className="home-hero__art">
            <ContentImage media={home.header.banner} eager className="home-hero__img" />
          </div>
        </div>
      </section>

      {home.banners.length > 0 && (
        <section className="container home-section home-banners" aria-labelledby="home-banners-title">
          <h2 id="home-banners-title" className="visually-hidden">
            {home.bannersTitle}
          </h2>
          <Carousel
            label={home.bannersTitle}
            autoplayMs={6000}
            labels={{ previous: common.previous, next: common.next, slide: common.slide }}
            slides={home.banners.map((banner, i) => {
              const picture = (
                <>
                  <BannerPicture lg={banner.LG} md={banner.MD} xs={banner.XS} alt="" eager={i === 0} className="home-banner__picture" />
                  <span className="home-banner__title">{banner.title}</span>
                </>
              );
              if (!banner.url) return <div className="home-banner">{picture}</div>;
              return isExternal(banner.url) ? (
                <a className="home-banner" href={banner.url} target="_blank" rel="noopener noreferrer">
                  {picture}
                </a>
              ) : (
                <Link className="home-banner" to={banner.url}>
                  {picture}
                </Link>
              );
            })}
          />
        </section>
      )}

      <section className="container home-section" aria-labelledby="home-products-title">
        <h2 id="home-products-title" className="home-section__title">
          {home.productsTitle}
        </h2>
        {texts.labels && (
          <ProductList
            products={products}
            labels={texts.labels}
            onBuy={commerce.buy}
            onDemo={(p) => commerce.requestDemo(p)}
            onVideo={(p: ProductCardContent) => setVideo({ url: p.video, title: p.name })}
          />
        )}
      </section>

      {home.ourPartners.partners.length > 0 && (
        <section className="home-partners" aria-labelledby="home-partners-title">
          <div className="container">
            <h2 id="home-partners-title" className="home-section__title">
              {home.ourPartners.title}
            </h2>
            <Carousel
              label={home.ourPartners.title}
              visible={3}
              className="home-partners__carousel"
              labels={{ previous: common.previous, next: common.next, slide: common.slide }}
              slides={home.ourPartners.partners.map((partner) => {
                const logo = <ContentImage media={partner.logo} className="home-partner__logo" />;
                return partner.url ? (
                  <a className="home-partner" href={partner.url} target="_blank" rel="noopener noreferrer">
                    {logo}
                  </a>
                ) : (
                  <div className="home-partner">{logo}</div>
                );
              })}
            />
          </div>
        </section>
      )}
      <VideoModal
        open={Boolean(video)}
        onClose={() => setVideo(null)}
        url={video?.url ?? null}
        title={video?.title ?? common.videoTitle}
        closeLabel={common.close}
      />
    </>
  );
}

/** `product={slug}` opens the add-to-cart flow, `demo=true` the demo modal, `register=true` registration when logged out. */
function useHomeQueryParams(products: NonNullable<HomeContent['products']>['data']) {
  const [params, setParams] = useSearchParams();
  const { token } = useSession();
  const { openAuthModal } = useAuthModal();
  const commerce = useCommerceActions();
  const handled = useRef('');
  const key = params.toString();

  useEffect(() => {
    if (handled.current === key) return;
    handled.current = key;
    const slug = params.get('product');
    if (slug) {
      const entry = products.find((p) => p.attributes.slug === slug);
      if (entry) commerce.buy(entry);
    }
    if (params.get('demo') === 'true') commerce.requestDemo(null);
    if (params.get('register') === 'true' && !token) openAuthModal('register');
    if (slug || params.has('demo') || params.has('register')) {
      // `handled` keeps this query's key, not the one without the parameters: the address update
      // is a transition, and renders that come before it (the modal opening) must not act again.
      // Rewriting the address on each of them starved that transition: an endless replaceState loop.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of ['product', 'demo', 'register']) next.delete(name);
          return next;
        },
        { replace: true },
      );
    }
  }, [key, params, products, token, commerce, openAuthModal, setParams]);
}
