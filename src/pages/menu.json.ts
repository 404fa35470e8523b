import type { APIRoute } from 'astro';
import { menuData, menuJson } from '../components/header/menu-json.ts';
import { loadLayoutNavigation } from '../layouts/navigation.ts';

export const prerender = false;

/**
 * The menu islands' trees (main, service, countries navigation), fetched when a menu is first
 * opened instead of inlined into every page. A request for the current version is kept for good
 * by the browser; an outdated version gets the current trees, revalidated each time.
 */
export const GET: APIRoute = async ({ locals, url }) => {
  const navigation = await loadLayoutNavigation(locals.storeApi, locals.bootError !== null);
  const menu = menuJson(menuData(navigation, locals.href));
  const current = url.searchParams.get('v') === menu.version;
  return new Response(menu.json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    },
  });
};
