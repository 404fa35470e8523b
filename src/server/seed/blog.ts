import { stableId } from '../../shared/ids.ts';
import type { blogCategory, blogPost, blogTag } from '../db/schema/index.ts';
import { BLOG } from './data.ts';
import { mediaId } from './media.ts';
import { byLocale, slugify, translations } from './text.ts';

export const blogCategoryId = (key: string) => stableId(`blog-category:${key}`);
export const blogTagId = (name: string) => stableId(`blog-tag:${name}`);
export const blogPostId = (n: number) => stableId(`blog-post:${n}`);

const { categories, tags, posts } = BLOG;

/** Per-locale slugs, also used for the blog SEO paths (`blog/{slug}`). */
export const blogSlugs = (n: number) => byLocale((_, i) => slugify(posts[n]?.title[i] ?? ''));
export const BLOG_POST_COUNT = posts.length;

export function blogRows() {
  const categoryRows: (typeof blogCategory.$inferInsert)[] = Object.entries(categories).map(
    ([key, names]) => ({
      id: blogCategoryId(key),
      translations: translations({ name: names }),
    }),
  );
  const tagRows: (typeof blogTag.$inferInsert)[] = Object.entries(tags).map(([name, names]) => ({
    id: blogTagId(name),
    name,
    translations: translations({ name: names }),
  }));
  const postRows: (typeof blogPost.$inferInsert)[] = posts.map((post, n) => {
    const slugs = blogSlugs(n);
    return {
      id: blogPostId(n),
      mediaId: mediaId(post.media),
      authorName: 'Indumex',
      // Every other Thursday from 8 January 2026.
      publishedAt: new Date(Date.UTC(2026, 0, 8 + 14 * n, 9)),
      categoryIds: [blogCategoryId(post.category)],
      tagIds: post.tags.map(blogTagId),
      translations: byLocale((locale, i) => ({
        title: post.title[i],
        teaser: post.teaser[i],
        content: `<p>${post.teaser[i]}</p><p>${post.body[i]}</p>`,
        slug: slugs[locale],
      })),
    };
  });
  return { categories: categoryRows, tags: tagRows, posts: postRows };
}
