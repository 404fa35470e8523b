import { fillPlural, type PluralTemplates } from '../src/shared/plural.ts';
import type { MenuBanner, MenuNode } from './menu-model.ts';

/** Texts the menu islands show; translated on the server so no message catalogue is shipped. */
export interface MenuLabels {
  allProducts: string;
  featured: string;
  /** Contains `{name}`. */
  showSubcategories: string;
  /** Contains `{count}`. */
  productCount: PluralTemplates;
  /** Shown while the menus' trees load, and when they could not be loaded. */
  loading: string;
  loadError: string;
  /** The page's locale, for the plural rules. */
  locale: string;
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

export function Chevron({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

/** Link attributes of a node: new tabs get rel=noopener, like ShopLink. */
export const linkProps = (node: Pick<MenuNode, 'external' | 'newTab'>) =>
  node.newTab ? { target: '_blank', rel: 'noopener' } : node.external ? { rel: 'noopener' } : {};

/** Icon (when any sibling has one), name, badge text, product count and the arrow of §2. */
export function ItemContent({
  node,
  showIcon,
  arrow,
  labels,
}: {
  node: MenuNode;
  showIcon: boolean;
  arrow: boolean;
  labels: MenuLabels;
}) {
  return (
    <>
      {showIcon &&
        (node.icon ? (
          <img data-icon src={node.icon} alt="" width={24} height={24} className="size-6 shrink-0" />
        ) : (
          <span data-icon className="size-6 shrink-0" />
        ))}
      <span data-name className="min-w-0 flex-1">
        {node.name}
      </span>
      {node.badge && (
        <span className="shrink-0 rounded bg-accent-400 px-1.5 py-0.5 text-xs font-semibold text-slate-900">
          {node.badge}
        </span>
      )}
      {node.count > 0 && (
        <span className="shrink-0 text-xs text-slate-600">
          <span aria-hidden="true">{node.count}</span>
          <span className="sr-only">{fillPlural(labels.locale, labels.productCount, node.count)}</span>
        </span>
      )}
      {arrow && <Chevron className="size-4 shrink-0" />}
    </>
  );
}

/** Up to two banners (204×81 px); nothing when none is complete (§2 Banners). */
export function Banners({ banners, label }: { banners: MenuBanner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <ul aria-label={label} className="flex shrink-0 flex-col gap-3">
      {banners.map((banner) => (
        <li key={banner.href + banner.title}>
          <a
            href={banner.href}
            {...(banner.external ? { rel: 'noopener' } : {})}
            className="group flex w-[204px] flex-col gap-1 rounded-md"
          >
            <img
              src={banner.image}
              alt=""
              width={204}
              height={81}
              className="h-[81px] w-[204px] rounded-md bg-brand-50 object-contain"
            />
            <span className="text-sm font-semibold text-brand-900 group-hover:underline">{banner.title}</span>
            <span className="text-xs text-slate-700">{banner.subtitle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
