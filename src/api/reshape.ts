import { isExternalLink } from '../shared/links.ts';
import type { Customer, CustomerData, NavigationItem, NavigationNodeData } from './types.ts';

export { isExternalLink };

// Technical paths that the page resolver answers with a redirect to the SEO path (as in Shopware).
const TECHNICAL_PATHS: Record<string, (id: string) => string> = {
  category: (id) => `/navigation/${id}`,
  product: (id) => `/detail/${id}`,
  landing_page: (id) => `/landingPage/${id}`,
};

/** Where a node points: folders nowhere, otherwise its SEO path, else its link target. */
function linkOf(
  node: Pick<NavigationNodeData, 'id' | 'type' | 'seoUrl' | 'linkType' | 'internalLink' | 'externalLink'>,
): string | null {
  if (node.type === 'folder') return null;
  if (node.seoUrl) return node.seoUrl;
  if (node.type === 'link') {
    const technical = node.linkType ? TECHNICAL_PATHS[node.linkType] : undefined;
    if (technical && node.internalLink) return technical(node.internalLink);
    return node.externalLink || null;
  }
  return `/navigation/${node.id}`;
}

export function toNavigationItems(nodes: NavigationNodeData[]): NavigationItem[] {
  return nodes.map((node) => {
    const link = linkOf(node);
    const external = link !== null && isExternalLink(link);
    return {
      id: node.id,
      name: node.name,
      type: node.type,
      level: node.level,
      childCount: node.childCount,
      productCount: node.productCount,
      link,
      external,
      newTab: node.linkNewTab || false,
      media: node.media,
      iconMedia: node.iconMedia,
      customFields: node.customFields ?? {},
      children: toNavigationItems(node.children ?? []),
    };
  });
}

/**
 * Shopware's customer names its salutation as an entity and its company by name only; the
 * storefront works with the salutation key and the B2B company (number, name, VAT id).
 */
export function toCustomer({ b2bCompany, ...data }: CustomerData): Customer {
  const key = data.salutation?.salutationKey;
  return { ...data, company: b2bCompany, salutation: key === 'female' || key === 'male' ? key : null };
}

/** A session context (or the part an island reads) with its customer read as above. */
export const toSessionContext = <T extends { customer: CustomerData | null }>(data: T) => ({
  ...data,
  customer: data.customer && toCustomer(data.customer),
});
