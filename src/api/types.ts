// Shapes of the Store API contract (the in-process server or a Shopware with the same plugins).

/** The HTTP methods the Store API client sends. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type * from './catalog-types.ts';

import type { ShopContact } from '../shared/schemas/contact.ts';

export interface Currency {
  id: string;
  isoCode: string;
  symbol: string;
}

export interface Domain {
  id: string;
  url: string;
  host: string;
  origin: string;
  /** '' for the root domain, otherwise e.g. '/fr' (no trailing slash). */
  pathPrefix: string;
  domainId: string;
  languageId: string;
  languageLocaleCode: string;
  languageName: string;
  languageLabel: string;
  currencyId: string;
  snippetSetId: string;
}

export interface SalesChannel {
  id: string;
  navigationCategoryId: string;
  serviceCategoryId: string | null;
  countriesCategoryId: string | null;
  footerCategoryId: string | null;
  maintenance: boolean;
  featureFlags: Record<string, boolean>;
  /** The company's contact data as the operator set it; null when unset or invalid. */
  contact: ShopContact | null;
}

export interface Right {
  code: string;
  enabled: boolean;
}

export interface CustomerAddress {
  id: string;
  name: string;
  email: string | null;
  street: string;
  streetNumber: string | null;
  box: string | null;
  zipcode: string;
  city: string;
  defaultDelivery: boolean;
}

export interface Customer {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  salutation?: 'female' | 'male' | null;
  active: boolean;
  guest?: boolean;
  customerType?: 'user' | 'company';
  leadBuyer: boolean;
  company: {
    id: string;
    number: string;
    name: string;
    vatId: string | null;
    /** The ERP's feature flags for this company, over the sales channel's. */
    featureFlags?: Record<string, boolean>;
  };
  defaultBillingAddressId?: string | null;
  defaultShippingAddressId?: string | null;
  addresses?: CustomerAddress[];
  rights: Right[];
  customFields: Record<string, unknown>;
  /** The user's order flow with the live remaining budget of this period, in euros (null without ROLE_VIEW_PRICES). */
  flow?: { id: string; name: string; budget: number | null; budgetRemaining: number | null } | null;
}

/** The customer as the Store API answers it: Shopware's salutation entity, the B2B company apart. */
export type CustomerData = Omit<Customer, 'salutation' | 'company'> & {
  salutation?: { salutationKey: string } | null;
  b2bCompany: Customer['company'];
};

export interface SessionContext {
  token: string;
  languageId: string;
  currency: Currency;
  salesChannel: SalesChannel;
  customer: Customer | null;
  domains: Domain[];
}

export interface Media {
  url: string;
}

/** Per-breakpoint visibility of a CMS block or section; a missing key means visible. */
export type Visibility = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', boolean>>;

/** A media file as CMS slot data carries it; url is already built from the CDN fields (§3). */
export interface CmsMedia {
  id: string;
  url: string;
  alt: string | null;
  width: number | null;
  height: number | null;
}

/**
 * Slot data resolved by the Store API: `media` holds every mediaId of the config, other keys depend
 * on the slot type (categories, posts, manufacturers, listing, product). Untyped JSON: read defensively.
 */
export interface CmsSlotData {
  media?: Record<string, CmsMedia>;
  [key: string]: unknown;
}

export interface CmsSlot {
  id: string;
  slot: string;
  type: string;
  /** Already merged with the current language's translations. */
  config: Record<string, unknown>;
  data?: CmsSlotData | null;
}

export interface CmsBlock {
  id: string;
  type: string;
  position: number;
  sectionPosition: string;
  backgroundColor: string | null;
  customFields: { visibility?: Visibility } & Record<string, unknown>;
  slots: CmsSlot[];
}

export interface CmsSection {
  id: string;
  type: string;
  sizingMode: string;
  backgroundColor: string | null;
  customFields: { visibility?: Visibility } & Record<string, unknown>;
  blocks: CmsBlock[];
}

export interface CmsPage {
  id: string;
  type: 'page' | 'landingpage' | 'product_list' | 'product_detail';
  name: string;
  /** False for drafts, which only the preview shows. */
  published?: boolean;
  sections: CmsSection[];
}

export interface CmsPreview {
  cmsPage: CmsPage;
}

export interface BreadcrumbEntry {
  id: string;
  name: string;
  /** Path without domain prefix; null for folders, which are not linkable. */
  path: string | null;
}

export interface PageCategory {
  id: string;
  name: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  breadcrumb: BreadcrumbEntry[];
  [key: string]: unknown;
}

export interface ResolvedPage {
  resourceType:
    | 'frontend.navigation.page'
    | 'frontend.landing.page'
    | 'frontend.detail.page'
    | 'frontend.blog.page';
  resourceIdentifier: string;
  canonicalPathInfo: string;
  cmsPage: CmsPage | null;
  category?: PageCategory;
  /** Product detail and blog pages: only the basics until their pages are built. */
  product?: { id: string; name: string | null; [key: string]: unknown };
  blog?: { id: string; title: string | null; [key: string]: unknown };
  /** Landing pages: their meta texts in the caller's language (issue 31). */
  landingPage?: { id: string; metaTitle: string | null; metaDescription: string | null };
}

export type NavigationRoot =
  | 'main-navigation'
  | 'service-navigation'
  | 'countries-navigation'
  | 'footer-navigation';

/** A navigation node exactly as the Store API sends it. */
export interface NavigationNodeData {
  id: string;
  parentId: string | null;
  type: 'page' | 'folder' | 'link';
  name: string;
  level: number;
  childCount: number;
  productCount: number;
  linkType: string | null;
  internalLink: string | null;
  externalLink: string | null;
  linkNewTab: boolean;
  seoUrl: string | null;
  media: Media | null;
  iconMedia: Media | null;
  customFields: Record<string, unknown>;
  children: NavigationNodeData[];
}

/** A navigation node reshaped for the storefront: one `link` instead of five link fields. */
export interface NavigationItem {
  id: string;
  name: string;
  type: NavigationNodeData['type'];
  level: number;
  childCount: number;
  productCount: number;
  /** Internal path without domain prefix, an absolute external URL, or null (folders). */
  link: string | null;
  external: boolean;
  newTab: boolean;
  media: Media | null;
  iconMedia: Media | null;
  customFields: Record<string, unknown>;
  children: NavigationItem[];
}
