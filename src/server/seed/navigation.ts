import { stableId } from '../../shared/ids.ts';
import { type CategoryRow, walk } from './categories.ts';
import { cmsPageId } from './cms.ts';
import { ROOT_IDS } from './constants.ts';
import { NAVIGATION } from './data.ts';
import { slugify, translations } from './text.ts';

/** The service, countries and footer navigation (data/navigation.json), each under its root folder. */
function treeRows(tree: keyof typeof NAVIGATION): CategoryRow[] {
  const rootId = ROOT_IDS[tree];
  const { names, items } = NAVIGATION[tree];
  const rows: CategoryRow[] = [
    { id: rootId, level: 1, type: 'folder', translations: translations({ name: names }) },
  ];
  const keys = new Map<string, string>([[rootId, tree]]);
  walk(rootId, items, (item, at) => {
    const key = `${keys.get(at.parentId)}/${slugify(item.names[2])}`;
    const id = stableId(`category:${key}`);
    keys.set(id, key);
    const landingPage = item.page === undefined ? null : cmsPageId(item.page);
    rows.push({
      id,
      ...at,
      type: item.type ?? 'link',
      linkType: landingPage ? 'landing_page' : item.href !== undefined ? 'external' : null,
      internalLink: landingPage,
      externalLink: item.href ?? null,
      linkNewTab: item.newTab ?? false,
      translations: translations({ name: item.names }),
    });
    return id;
  });
  return rows;
}

export const navigationRows = (): CategoryRow[] => [
  ...treeRows('service'),
  ...treeRows('countries'),
  ...treeRows('footer'),
];
