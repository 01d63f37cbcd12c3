import type { EntryMeta, ProductCardContent, ProductEntry } from '@orioni/contracts/content';
import type { Locale } from '@orioni/contracts/constants';
import { formatLari } from '@orioni/contracts/format';
import { useI18n } from '@/lib/i18n';
import { Button, ButtonLink } from './button';
import { ContentImage } from './content-image';
import { RichText } from './rich-text';
import './product-list.css';

export interface ProductListLabels {
  from: string;
  more: string;
  periodTitles: Record<string, string>;
}

/** The cheapest non-demo price, shown as "from X ₾ / period" (prices are embedded by the API). */
function startingPrice(product: ProductCardContent) {
  const paid = product.prices.filter((p) => !p.isDemo);
  if (!paid.length) return null;
  return paid.reduce((min, p) => (p.price < min.price ? p : min), paid[0]!);
}

/**
 * The "from" text is a template with a {price} placeholder, since languages put the word on
 * either side of the value ("149,00 ₾-დან", "from 149.00 ₾", "от 149,00 ₾"): split around it.
 */
export function priceFromParts(template: string): { before: string; after: string } {
  const at = template.indexOf('{price}');
  if (at < 0) return { before: template ? `${template} ` : '', after: '' };
  return { before: template.slice(0, at), after: template.slice(at + '{price}'.length) };
}

/** The whole "from" text for a price, as a screen reader or a test reads it (the amount in `locale`'s convention). */
export const priceFromText = (template: string, tetri: number, locale: Locale): string => {
  const { before, after } = priceFromParts(template);
  return `${before}${formatLari(tetri, { locale })}${after}`;
};

export const hasDemoPrice = (product: ProductCardContent): boolean => product.prices.some((p) => p.isDemo);

/**
 * Products in an alternating layout (image left, then right): name, description, bullets, the
 * starting price, a buy button, a demo button only with a demo price, and a video button.
 */
export function ProductList({
  products,
  labels,
  onBuy,
  onDemo,
  onVideo,
  headingLevel = 3,
  eagerFirst = false,
}: {
  products: { id: number; attributes: ProductCardContent }[];
  labels: ProductListLabels;
  onBuy(product: ProductEntry): void;
  onDemo?(product: ProductEntry): void;
  onVideo?(product: ProductCardContent): void;
  headingLevel?: 2 | 3;
  eagerFirst?: boolean;
}) {
  const { locale } = useI18n();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <ul className="product-list">
      {products.map((entry, i) => {
        const product = entry.attributes;
        const price = startingPrice(product);
        const from = priceFromParts(labels.from);
        return (
          <li
            key={entry.id}
            className={`product-row ${i % 2 ? 'product-row--reverse' : ''}`}
            data-product={product.slug}
            // An entry missing in the page's language comes in Georgian (the content's fallback): each row
            // names its own language, so a screen reader reads it as written (WCAG 3.1.2, issue 32 item 17).
            lang={(product as Partial<EntryMeta>).locale}
          >
            <div className="product-row__media">
              <ContentImage media={product.img} eager={eagerFirst && i === 0} alt="" className="product-row__img" />
            </div>
            <div className="product-row__body">
              <Heading className="product-row__name">{product.name}</Heading>
              {product.sale && <span className="product-row__sale">{product.sale}</span>}
              <RichText html={product.description} className="product-row__text" />
              {product.bullet.length > 0 && (
                <ul className="product-row__bullets">
                  {product.bullet.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              )}
              {price && (
                <p className="product-row__price">
                  <span className="product-row__price-from">
                    {from.before}
                    <strong>{formatLari(price.price, { locale })}</strong>
                    {from.after}
                  </span>{' '}
                  <span className="product-row__period">/ {price.title || labels.periodTitles[price.period]}</span>
                  {price.oldPrice ? <s className="product-row__old">{formatLari(price.oldPrice, { locale })}</s> : null}
                </p>
              )}
              <div className="product-row__actions">
                <Button onClick={() => onBuy(entry)} aria-label={`${product.buyBtn}: ${product.name}`}>
                  {product.buyBtn}
                </Button>
                {onDemo && product.demoBtn && hasDemoPrice(product) && (
                  <Button variant="secondary" onClick={() => onDemo(entry)} aria-label={`${product.demoBtn}: ${product.name}`}>
                    {product.demoBtn}
                  </Button>
                )}
                {onVideo && product.video && product.button && (
                  <Button
                    variant="ghost"
                    onClick={() => onVideo(product)}
                    aria-label={`${product.button}: ${product.name}`}
                    icon={<PlayIcon />}
                  >
                    {product.button}
                  </Button>
                )}
                {product.detailUrl && (
                  <ButtonLink to={product.detailUrl} variant="link" aria-label={`${labels.more}: ${product.name}`}>
                    {labels.more}
                  </ButtonLink>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
    </svg>
  );
}
