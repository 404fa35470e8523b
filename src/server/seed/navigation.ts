import { stableId } from '../../shared/ids.ts';
import { type CategoryRecord, walk } from './categories.ts';
import { cmsPageId } from './cms.ts';
import { ROOT_IDS } from './constants.ts';
import { NAVIGATION } from './data.ts';
import { slugify, translations } from './text.ts';

/** The service, countries and footer navigation (data/navigation.json), each under its root folder. */
function treeRecords(tree: keyof typeof NAVIGATION): CategoryRecord[] {
  const rootId = ROOT_IDS[tree];
  const { names, items } = NAVIGATION[tree];
  const rows: CategoryRecord[] = [
    { id: rootId, type: 'folder', translations: translations({ name: names }) },
  ];
  const keys = new Map<string, string>([[rootId, tree]]);
  walk(rootId, items, (item, at) => {
    const key = `${keys.get(at.parentId)}/${slugify(item.names[2])}`;
    const id = stableId(`category:${key}`);
    keys.set(id, key);
    const landingPage = item.page === undefined ? null : cmsPageId(item.page);
    rows.push({
      id,
      parentId: at.parentId,
      type: item.type ?? 'link',
      ...(landingPage ? { linkType: 'landing_page', internalLink: landingPage } : {}),
      ...(item.href === undefined ? {} : { linkType: 'external', externalLink: item.href }),
      linkNewTab: item.newTab ?? false,
      translations: translations({ name: item.names }),
    });
    return id;
  });
  return rows;
}

/** As sync records (categories.ts), parents before children. */
export const navigationRecords = (): CategoryRecord[] => [
  ...treeRecords('service'),
  ...treeRecords('countries'),
  ...treeRecords('footer'),
];
