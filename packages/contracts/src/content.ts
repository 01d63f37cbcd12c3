import type { OfferPage, PricePeriod, ServiceCategory } from './constants.ts';
import type { LanguageOption } from './entities.ts';

/**
 * Content model of the content service (Strapi v4 shape). The storefront issue owns this file and
 * extends it with every content type; the product shape below is shared with the cart.
 */

/** Strapi v4 media relation: `{ data: { id, attributes: { url, alternativeText, ... } } }`. */
export interface StrapiMedia {
  data: { id: number; attributes: { url: string; alternativeText: string | null; width?: number; height?: number; mime?: string } } | null;
}

export interface StrapiSingle<T> {
  data: { id: number; attributes: T } | null;
  meta: Record<string, unknown>;
}

export interface StrapiCollection<T> {
  data: { id: number; attributes: T }[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/** A price of a product as content shows it; `price` is tetri, embedded from the catalogue. */
export interface ProductPriceContent {
  productKey: string;
  isDemo: boolean;
  sale: string | null;
  period: PricePeriod;
  price: number;
  /** Tetri for the first unit of a first purchase, when there is one. */
  basePrice: number | null;
  /** Tetri shown struck through, when there is one. */
  oldPrice: number | null;
  title: string;
  info: string | null;
}

/** Texts of the add-to-cart modal of a product. */
export interface ProductModalContent {
  title: string;
  subTitle: string | null;
  description: string | null;
  quantity: string;
  btn: string;
  bestOffers: string | null;
  /** Porting consent text for support items that offer it. */
  Porting: string | null;
  btnRemove: string | null;
  btnCancel: string | null;
}

/** Confirmation when the cart already holds products that conflict with this one. */
export interface CartRemoveModalContent {
  title: string;
  description: string;
  addButton: string;
  removeButton: string;
  /** Product keys whose presence in the cart asks for confirmation. */
  checkProduct: string[];
  /** Product keys that block adding this one until removed. */
  blocker: string[];
}

/** Product attributes (spec section 3, Product (content)). */
export interface ProductContent {
  slug: string;
  name: string;
  description: string;
  bullet: string[];
  visualPrice: string | null;
  oldPrice: string | null;
  sale: string | null;
  buyBtn: string;
  demoBtn: string | null;
  button: string | null;
  video: string | null;
  img: StrapiMedia;
  responsiveImg: StrapiMedia;
  offerPage: OfferPage;
  category: ServiceCategory | null;
  countable: boolean;
  prices: ProductPriceContent[];
  modal: ProductModalContent | null;
  cartRemoveModal: CartRemoveModalContent | null;
}

export interface ProductEntry {
  id: number;
  attributes: ProductContent;
}

/* ---- Every other content type of the built-in content service (and of a Strapi set up the same way). ---- */

/** A Strapi relation to many entries, populated when `populate` names it. */
export interface StrapiRelationMany<T> {
  data: { id: number; attributes: T }[];
}
export interface StrapiRelationOne<T> {
  data: { id: number; attributes: T } | null;
}

/** Attributes every entry carries besides its own fields. */
export interface EntryMeta {
  locale: string;
  slug?: string;
}

/** Where a product card belongs: the home list, the services page or the hardware page. */
export type ProductKind = 'solution' | 'service' | 'hardware';

export interface ProductCardContent extends ProductContent {
  kind: ProductKind;
  /** Detail page of a solution. */
  detailUrl?: string;
}

export interface SeoContent {
  metaTitle: string;
  metaDescription: string;
  ogImage?: StrapiMedia;
}

export interface BannerContent {
  title: string;
  url: string | null;
  LG: StrapiMedia;
  MD: StrapiMedia;
  XS: StrapiMedia;
}

export interface PartnerContent {
  name: string;
  url: string | null;
  logo: StrapiMedia;
}

export interface HomeContent extends EntryMeta {
  header: {
    title: string;
    description: string;
    registration: string;
    videoButton: string;
    youtubeVideo: string | null;
    banner: StrapiMedia;
  };
  bannersTitle: string;
  banners: BannerContent[];
  productsTitle: string;
  /** Populated with `populate=products`. */
  products?: StrapiRelationMany<ProductCardContent>;
  ourPartners: { title: string; partners: PartnerContent[] };
  seo: SeoContent;
}

export interface TitledText {
  title: string;
  /** Sanitised rich text (HTML). */
  text: string;
}

export interface SolutionContent extends EntryMeta {
  title: string;
  subtitle: string;
  heroImage: StrapiMedia;
  product?: StrapiRelationOne<ProductCardContent>;
  blocks: (TitledText & { image: StrapiMedia })[];
  whyChoose: { title: string; items: (TitledText & { icon: string })[] };
  features: { title: string; items: TitledText[]; background: StrapiMedia };
  faq: { title: string; items: TitledText[] };
  banner: { title: string; text: string; button: string; image: StrapiMedia };
  reviews: {
    title: string;
    items: { name: string; position: string; company: string; text: string; rating: number; avatar: StrapiMedia }[];
  };
  seo: SeoContent;
}

export interface ServicesPageContent extends EntryMeta {
  title: string;
  description: string;
  trainingsTitle: string;
  supportsTitle: string;
  seo: SeoContent;
}

export interface HardwaresPageContent extends EntryMeta {
  title: string;
  description: string;
  seo: SeoContent;
}

export interface FaqContent extends EntryMeta {
  title: string;
  searchLabel: string;
  searchPlaceholder: string;
  tagLabel: string;
  allTag: string;
  notFound: { title: string; description: string | null };
  /** Tag dropdown translations. */
  tags: { key: string; value: string }[];
  accordion: { tag: string; block: TitledText[] }[];
  seo: SeoContent;
}

export interface TermsContent extends EntryMeta {
  title: string;
  intro: string;
  navTitle: string;
  chooseSection: string;
  sections: (TitledText & { id: string })[];
  seo: SeoContent;
}

export interface OfferContent extends EntryMeta {
  hero: { title: string; description: string; button: string };
  benefits: string[];
  productsTitle: string;
  seo: SeoContent;
}

export interface NavigationItemContent {
  id: string;
  label: string;
  url: string;
  /** Shown only in offer mode (and only it is shown there). */
  offer: boolean;
}

export interface SettingsContent extends EntryMeta {
  siteName: string;
  /**
   * Interface languages offered, as language objects (R3.content.01): label is the name in that
   * language, secondaryValue the name in the reader's, value the code. The selector hides with 0 or 1.
   */
  languages: LanguageOption[];
  navigation: NavigationItemContent[];
  /** Translations of the API's error keys. */
  errorTranslate: { key: string; value: string }[];
  footer: {
    description: string;
    groups: { title: string; links: { label: string; url: string }[] }[];
    contactTitle: string;
    /** First entry e-mail, second phone. */
    contact: { type: 'email' | 'phone'; label: string; value: string }[];
    address: string;
    socialTitle: string;
    social: { name: string; url: string }[];
    copyright: string;
  };
  /** Page-view tracker and chat widget; empty means off. */
  socialMedia: { pixelID: string; page_id: string; appID: string };
  seo: SeoContent;
  loading: string;
  contentError: { title: string; text: string; retry: string };
  notFound: { title: string; text: string; back: string };
  common: Record<'buy' | 'demo' | 'video' | 'more' | 'from' | 'previous' | 'next' | 'slide' | 'close' | 'perMonth' | 'videoTitle', string>;
}

export interface SiteUnavailableContent extends EntryMeta {
  title: string;
  description: string;
  contactTitle: string;
  email: string;
  phone: string;
}

export interface ProductTextsContent extends EntryMeta {
  periodTitles: Record<PricePeriod | 'DEMO', string>;
  from: string;
  firstPurchase: string;
  vatIncluded: string;
}

/** Texts of the signed-in pages and modals: plain key → text maps owned by their pages. */
export type TextsContent = EntryMeta & Record<string, string>;
