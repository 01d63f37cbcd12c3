import { useState } from 'react';
import { useParams } from 'react-router';
import type { SolutionContent } from '@orioni/contracts/content';
import { Accordion } from '@/components/ui/accordion';
import { Button, ButtonLink } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { ContentImage } from '@/components/ui/content-image';
import { ContentState } from '@/components/ui/content-state';
import { PageState } from '@/components/ui/page-state';
import { hasDemoPrice, PlayIcon } from '@/components/ui/product-list';
import { RichText } from '@/components/ui/rich-text';
import { VideoModal } from '@/components/ui/video-modal';
import { useCommerceActions } from '@/lib/commerce-actions';
import { useContentCollection, useSettings } from '@/lib/content-hooks';
import { CONTENT } from '@orioni/contracts/content-requests';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCatalogTexts } from '../hooks/use-catalog-texts';
import './solution-page.css';

/** `/solutions/{slug}`: the solution's detail page from content; an unknown slug gets a not-found state. */
export default function SolutionPage() {
  const { slug = '' } = useParams();
  const query = useContentCollection<SolutionContent>(CONTENT.solution(slug));
  const texts = useCatalogTexts();
  const solution = query.data?.[0]?.attributes;
  usePageMeta(solution?.seo);
  return (
    <ContentState
      isPending={query.isPending || texts.isPending}
      isError={query.isError || texts.isError}
      onRetry={() => {
        void query.refetch();
        texts.refetch();
      }}
    >
      {() => (solution ? <Solution solution={solution} texts={texts} /> : <SolutionNotFound />)}
    </ContentState>
  );
}

function SolutionNotFound() {
  const settings = useSettings();
  const texts = settings.data!.notFound;
  usePageMeta({ metaTitle: texts.title, metaDescription: texts.text });
  return (
    <div className="container">
      <PageState
        icon="search"
        title={texts.title}
        action={
          <ButtonLink to="/" variant="secondary">
            {texts.back}
          </ButtonLink>
        }
      >
        <p>{texts.text}</p>
      </PageState>
    </div>
  );
}

const ICONS: Record<string, string> = {
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
  chat: 'M4 5h16v11H9l-5 4z',
  spark: 'M12 2l2.5 7.5L22 12l-7.5 2.5L12 22l-2.5-7.5L2 12l7.5-2.5z',
  scale: 'M4 20h16M6 16l4-5 3 3 5-7',
};

function Solution({ solution, texts }: { solution: SolutionContent; texts: ReturnType<typeof useCatalogTexts> }) {
  const commerce = useCommerceActions();
  const [videoOpen, setVideoOpen] = useState(false);
  const common = texts.common!;
  const product = solution.product?.data ?? null;
  return (
    <article className="solution">
      <header className="solution-hero">
        <div className="container solution-hero__inner">
          <div>
            <h1>{solution.title}</h1>
            <p className="solution-hero__lead">{solution.subtitle}</p>
            {product && (
              <div className="solution-hero__actions">
                <Button size="lg" onClick={() => commerce.buy(product)}>
                  {product.attributes.buyBtn}
                </Button>
                {product.attributes.demoBtn && hasDemoPrice(product.attributes) && (
                  <Button size="lg" variant="secondary" onClick={() => commerce.requestDemo(product)}>
                    {product.attributes.demoBtn}
                  </Button>
                )}
                {product.attributes.video && (
                  <Button size="lg" variant="ghost" className="solution-hero__video" icon={<PlayIcon />} onClick={() => setVideoOpen(true)}>
                    {common.video}
                  </Button>
                )}
              </div>
            )}
          </div>
          <ContentImage media={solution.heroImage} eager className="solution-hero__img" />
        </div>
      </header>

      <section className="container solution-blocks" aria-label={solution.title}>
        {solution.blocks.map((block, i) => (
          <div key={i} className={`solution-block ${i % 2 ? 'solution-block--reverse' : ''}`}>
            <div className="solution-block__text">
              <h2>{block.title}</h2>
              <RichText html={block.text} />
            </div>
            <ContentImage media={block.image} className="solution-block__img" alt="" />
          </div>
        ))}
      </section>

      <WhyChoose whyChoose={solution.whyChoose} />

      <section
        className="solution-features"
        aria-labelledby="features-title"
        style={{ ['--features-bg' as string]: `url(${solution.features.background.data?.attributes.url ?? ''})` }}
      >
        <div className="container">
          <h2 id="features-title" className="solution__section-title">
            {solution.features.title}
          </h2>
          <ul className="solution-features__list">
            {solution.features.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container solution-faq" aria-labelledby="faq-title">
        <h2 id="faq-title" className="solution__section-title">
          {solution.faq.title}
        </h2>
        <Accordion
          items={solution.faq.items.map((item, i) => ({ id: `q${i + 1}`, title: item.title, content: <RichText html={item.text} /> }))}
        />
      </section>

      <section className="container">
        <div className="solution-banner">
          <div className="solution-banner__copy">
            <h2>{solution.banner.title}</h2>
            <p>{solution.banner.text}</p>
            {product && (
              <Button size="lg" onClick={() => commerce.requestDemo(product)}>
                {solution.banner.button}
              </Button>
            )}
          </div>
        </div>
      </section>

      <Reviews reviews={solution.reviews} common={common} />
      <VideoModal
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        url={product?.attributes.video ?? null}
        title={solution.title}
        closeLabel={common.close}
      />
    </article>
  );
}

/** Why choose: the solution's reasons, each with its line icon. */
function WhyChoose({ whyChoose }: { whyChoose: SolutionContent['whyChoose'] }) {
  return (
    <section className="solution-why" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" className="solution__section-title">
          {whyChoose.title}
        </h2>
        <ul className="solution-why__list">
          {whyChoose.items.map((item) => (
            <li key={item.title} className="solution-why__item">
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
                <path
                  d={ICONS[item.icon] ?? ICONS.spark}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              </svg>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The customers' reviews in a carousel. */
function Reviews({
  reviews,
  common,
}: {
  reviews: SolutionContent['reviews'];
  common: NonNullable<ReturnType<typeof useCatalogTexts>['common']>;
}) {
  return (
    <section className="container solution-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="solution__section-title">
        {reviews.title}
      </h2>
      <Carousel
        label={reviews.title}
        labels={{ previous: common.previous, next: common.next, slide: common.slide }}
        slides={reviews.items.map((review) => (
          <figure className="review">
            <blockquote>
              <p>{review.text}</p>
            </blockquote>
            <figcaption className="review__who">
              <ContentImage media={review.avatar} className="review__avatar" alt="" />
              <span>
                <strong className="review__name">{review.name}</strong>
                <span className="review__role">
                  {review.position}, {review.company}
                </span>
              </span>
              <span className="review__rating" aria-label={`${review.rating}/5`}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </span>
            </figcaption>
          </figure>
        ))}
      />
    </section>
  );
}
