import { type KeyboardEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useMenuData } from './menu-data.ts';
import { byId, CLOSED, type MenuNode, megaReducer } from './menu-model.ts';
import { Chevron, fill, linkProps, type MenuLabels } from './menu-parts.tsx';

type Panel = typeof import('./MegaMenuPanel.tsx').MegaMenuPanel;

/** A top item as the server renders it; the full tree comes from the embedded menu data. */
export type MenuTop = Pick<MenuNode, 'id' | 'name' | 'href' | 'external' | 'newTab'> & {
  hasChildren: boolean;
};

interface Props {
  items: MenuTop[];
  /** Accessible name of the navigation landmark. */
  label: string;
  labels: MenuLabels;
  /** Current path with domain prefix, to mark the active top category. */
  currentPath: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';
const HOVER_GRACE_MS = 600;

/**
 * The main navigation bar with its mega menu (§2). The server renders the top links as plain
 * anchors, so navigation works before (and without) hydration; the panel needs JS.
 */
export default function MegaMenu({ items, label, labels, currentPath }: Props) {
  const [state, dispatch] = useReducer(megaReducer, CLOSED);
  const navRef = useRef<HTMLElement>(null);
  const pendingFocus = useRef<string | null>(null);
  // Forces a render when focus must move although the selection did not change.
  const [, setFocusRequest] = useState(0);
  // The menu's trees load once the bar has hydrated (after the page has loaded, see client:tap; from
  // the browser's cache after the first page), the panel's code when the menu is first reached
  // (pointer or focus) or opened: neither comes with the page.
  const menu = useMenuData(true);
  const [reached, setReached] = useState(false);
  const [MegaMenuPanel, setPanel] = useState<Panel | null>(null);
  useEffect(() => {
    if ((reached || state.open) && !MegaMenuPanel)
      void import('./MegaMenuPanel.tsx').then((m) => setPanel(() => m.MegaMenuPanel));
  }, [reached, state.open, MegaMenuPanel]);
  const reach = () => setReached(true);
  const panelId = useId();
  const open = byId(menu ? menu.main : [], state.open);

  const close = useCallback(() => dispatch({ type: 'close' }), []);
  // A pointer that opens a menu by hovering often clicks its chevron a moment later (touch screens
  // send both at once): that click must not close what the same pointer just opened.
  const hoverOpenedAt = useRef(0);
  const hoverTo = (node: MenuTop) => {
    if (!node.hasChildren) return close();
    if (state.open !== node.id) hoverOpenedAt.current = performance.now();
    dispatch({ type: 'open', id: node.id });
  };
  const toggle = (node: MenuTop) =>
    dispatch(
      state.open === node.id && performance.now() - hoverOpenedAt.current > HOVER_GRACE_MS
        ? { type: 'close' }
        : { type: 'open', id: node.id },
    );

  // Moves focus once the column it targets has been rendered.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const target = document.getElementById(pendingFocus.current)?.querySelector<HTMLElement>(FOCUSABLE);
    // Kept until the column exists: the first panel may still be loading (it asks again when shown).
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  // Click outside closes; a page restored from the back-forward cache starts closed (§2 route change).
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) close();
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('pageshow', onShow);
    };
  }, [close]);

  const focusColumn = (column: 1 | 2 | 3) => {
    pendingFocus.current = `${panelId}-col${column}`;
    setFocusRequest((n) => n + 1);
  };

  const toggleFor = (id: string) => navRef.current?.querySelector<HTMLElement>(`button[data-top="${id}"]`);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !state.open) return;
    const toggle = toggleFor(state.open);
    close();
    toggle?.focus();
  };

  const openWithFocus = (node: MenuTop) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || !node.hasChildren) return;
    event.preventDefault();
    dispatch({ type: 'open', id: node.id });
    focusColumn(1);
  };

  const current = (node: MenuTop) => {
    if (!node.href || node.external) return undefined;
    if (node.href === currentPath) return 'page';
    return currentPath.startsWith(node.href) && node.href.endsWith('/') && node.href.length > 1
      ? 'true'
      : undefined;
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="relative bg-brand-800 text-white"
      onKeyDown={onKeyDown}
      onMouseLeave={close}
      onPointerEnter={reach}
      onFocus={reach}
    >
      {/* One row from 1024 px on (§2): compact up to 1480 px, scrolling sideways if a shop has more. */}
      <ul className="shop-container flex overflow-x-auto text-xs lg:text-[0.9375rem]">
        {items.map((node) => {
          const { hasChildren } = node;
          const isOpen = state.open === node.id;
          return (
            <li
              key={node.id}
              className="flex items-stretch"
              onMouseEnter={() => hoverTo(node)}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
            >
              {node.href ? (
                <a
                  href={node.href}
                  {...linkProps(node)}
                  aria-current={current(node)}
                  onKeyDown={openWithFocus(node)}
                  className={`block border-b-4 py-3 font-medium whitespace-nowrap hover:border-accent-400 aria-[current]:border-accent-400 lg:pl-2.5 ${isOpen ? 'border-accent-400' : 'border-transparent'} ${hasChildren ? '' : 'pr-1.5 lg:pr-2.5'}`}
                >
                  {node.name}
                </a>
              ) : (
                <span className="block border-b-4 border-transparent py-3 font-medium whitespace-nowrap lg:pl-2.5">
                  {node.name}
                </span>
              )}
              {/* WCAG 2.5.8: the chevron is a 24 px target of its own next to the link (whose padding pays for it). */}
              {hasChildren && (
                <button
                  type="button"
                  data-top={node.id}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  aria-label={fill(labels.showSubcategories, { name: node.name })}
                  onClick={() => toggle(node)}
                  onKeyDown={openWithFocus(node)}
                  className="flex w-6 shrink-0 items-center justify-center border-b-4 border-transparent hover:text-accent-300 lg:mr-1"
                >
                  <Chevron
                    className={`size-3.5 transition-transform lg:size-4 ${isOpen ? '-rotate-90' : 'rotate-90'}`}
                  />
                </button>
              )}
              {isOpen && !(open && MegaMenuPanel) && (
                <p
                  role="status"
                  className="absolute inset-x-0 top-full z-30 bg-white px-6 py-4 text-slate-700 shadow-lg"
                >
                  {menu === false ? labels.loadError : labels.loading}
                </p>
              )}
              {isOpen && open && MegaMenuPanel && (
                <MegaMenuPanel
                  id={panelId}
                  top={open}
                  state={state}
                  dispatch={dispatch}
                  labels={labels}
                  focusColumn={focusColumn}
                  onShown={() => setFocusRequest((n) => n + 1)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
