import sanitizeHtml from 'sanitize-html';
import type { Href } from '../src/components/links.ts';

/**
 * CMS HTML is rendered with set:html, so it is sanitised on the server first. Shop paths in
 * links get the domain prefix; links opening a new tab get rel=noopener.
 */
export function sanitizeCmsHtml(html: string, href: Href): string {
  const defaults = sanitizeHtml.defaults;
  return sanitizeHtml(html, {
    allowedTags: [...defaults.allowedTags, 'img'],
    allowedAttributes: {
      ...defaults.allowedAttributes,
      a: ['href', 'name', 'target', 'rel', 'title'],
      '*': ['id', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => {
        const link = attribs.href ?? '';
        const attributes = { ...attribs };
        if (link.startsWith('/') && !link.startsWith('//')) attributes.href = href(link);
        if (attribs.target === '_blank') attributes.rel = 'noopener noreferrer';
        return { tagName, attribs: attributes };
      },
    },
  });
}
