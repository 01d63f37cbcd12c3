import type { OfferPage, PricePeriod, ServiceCategory } from './constants.ts';

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
