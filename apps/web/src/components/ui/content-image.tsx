import type { StrapiMedia } from '@orioni/contracts/content';
import { mediaUrl } from '@/lib/content-client';

/** An image from the content service with its intrinsic size (no layout shift), lazy below the fold. */
export function ContentImage({
  media,
  className,
  eager = false,
  sizes,
  alt,
}: {
  media: StrapiMedia | null | undefined;
  className?: string;
  eager?: boolean;
  sizes?: string;
  /** Overrides the content's alternative text ('' for decorative images). */
  alt?: string;
}) {
  const attributes = media?.data?.attributes;
  if (!attributes) return null;
  return (
    <img
      className={className}
      src={mediaUrl(attributes.url)}
      alt={alt ?? attributes.alternativeText ?? ''}
      width={attributes.width}
      height={attributes.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sizes={sizes}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

/** Banner art in three sizes: LG at 1421 px and wider, MD at 901 px and wider, XS at 900 px and narrower. */
export function BannerPicture({
  lg,
  md,
  xs,
  alt,
  eager = false,
  className,
}: {
  lg: StrapiMedia;
  md: StrapiMedia;
  xs: StrapiMedia;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  const x = xs.data?.attributes;
  return (
    <picture className={className}>
      <source
        media="(min-width: 1421px)"
        srcSet={mediaUrl(lg.data?.attributes.url)}
        width={lg.data?.attributes.width}
        height={lg.data?.attributes.height}
      />
      <source
        media="(min-width: 901px)"
        srcSet={mediaUrl(md.data?.attributes.url)}
        width={md.data?.attributes.width}
        height={md.data?.attributes.height}
      />
      <img
        src={mediaUrl(x?.url)}
        alt={alt}
        width={x?.width}
        height={x?.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
