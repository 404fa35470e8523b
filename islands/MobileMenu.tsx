import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useMenuData } from './menu-data.ts';
import { type MenuNode, popLevel, siblingsShowIcons } from './menu-model.ts';
import { Banners, ItemContent, linkProps, type MenuLabels } from './menu-parts.tsx';

export interface MobileLabels extends MenuLabels {
  menu: string;
  openMenu: string;
  closeMenu: string;
  back: string;
}

interface Props {
  labels: MobileLabels;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex="-1"]';
const rowClass = 'flex w-full items-center gap-3 border-b border-slate-200 px-1 py-3 text-left';

/**
 * The full-screen drill-down menu of the mobile header (§2): main, service and countries
 * navigation in one stack; back pops a level and closes the menu at the top (§4).
 */
export default function MobileMenu({ labels }: Props) {
  const [open, setOpen] = useState(false);
  const [stack, setStack] = useState<MenuNode[]>([]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const current = stack.at(-1);
  // Main, service and countries navigation in one stack (§2); fetched once the menu is opened.
  const menu = useMenuData(open);
  // Categories link to their listing as 'all products'; service pages simply by their name.
  const main = menu ? menu.main : [];
  const overview = stack[0] && main.includes(stack[0]) ? labels.allProducts : current?.name;

  const close = () => {
    setOpen(false);
    setStack([]);
    buttonRef.current?.focus();
  };

  // While open the page behind must not scroll (§2).
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  // Every level change announces the new level by focusing its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each level change
  useEffect(() => {
    if (open) titleRef.current?.focus();
  }, [open, stack.length]);

  // A page restored from the back-forward cache starts with the menu closed.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setOpen(false);
      setStack([]);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const back = () => {
    const next = popLevel(stack);
    if (next.close) close();
    else setStack(next.stack);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Keeps focus inside the modal dialog.
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const list = (nodes: MenuNode[]) => {
    const showIcon = siblingsShowIcons(nodes);
    return nodes.map((node) => (
      <li key={node.id}>
        {node.children.length > 0 ? (
          <button type="button" className={rowClass} onClick={() => setStack([...stack, node])}>
            <ItemContent node={node} showIcon={showIcon} arrow labels={labels} />
          </button>
        ) : node.href ? (
          <a href={node.href} {...linkProps(node)} className={rowClass}>
            <ItemContent node={node} showIcon={showIcon} arrow={false} labels={labels} />
          </a>
        ) : null}
      </li>
    ));
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-label={labels.openMenu}
        onClick={() => setOpen(true)}
        className="flex size-10 items-center justify-center rounded-md hover:bg-white/10"
      >
        <svg
          className="size-6"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900"
        >
          <div className="flex h-16 shrink-0 items-center gap-2 bg-brand-900 px-2 text-white">
            <button
              type="button"
              onClick={back}
              className="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium hover:bg-white/10"
            >
              <svg
                className="size-5"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {labels.back}
            </button>
            <h2
              id={titleId}
              ref={titleRef}
              tabIndex={-1}
              className="min-w-0 flex-1 truncate text-center font-semibold"
            >
              {current ? current.name : labels.menu}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={labels.closeMenu}
              className="flex size-10 items-center justify-center rounded-md hover:bg-white/10"
            >
              <svg
                className="size-6"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div
            data-menu-list
            className="flex-1 overflow-y-auto px-4 pb-8"
            style={{ maxHeight: 'min(100vh - 145px, 675px)' }}
          >
            {current ? (
              <ul>
                {current.href && (
                  <li>
                    <a
                      href={current.href}
                      {...linkProps(current)}
                      className={`${rowClass} font-semibold text-brand-700`}
                    >
                      {overview}
                    </a>
                  </li>
                )}
                {list(current.children)}
              </ul>
            ) : !menu ? (
              <p role="status" className="py-4 text-slate-700">
                {menu === false ? labels.loadError : labels.loading}
              </p>
            ) : (
              <>
                <ul>{list(main)}</ul>
                <ul className="mt-6 text-sm">
                  {list(menu.service)}
                  {menu.countries && list([menu.countries])}
                </ul>
              </>
            )}
            {current && (
              <div className="mt-6">
                <Banners banners={current.banners} label={labels.featured} />
              </div>
            )}
          </div>
        </div>
      )}
    </>
  );
}
