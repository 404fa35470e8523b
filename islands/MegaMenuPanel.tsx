import { type Dispatch, type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { aimsAt, type Point } from './menu-aim.ts';
import { byId, type MegaAction, type MegaState, type MenuNode, siblingsShowIcons } from './menu-model.ts';
import { Banners, Chevron, fill, ItemContent, linkProps, type MenuLabels } from './menu-parts.tsx';

interface PanelProps {
  id: string;
  top: MenuNode;
  state: MegaState;
  dispatch: Dispatch<MegaAction>;
  labels: MenuLabels;
  /** Moves focus into column 2 or 3 once it is rendered. */
  focusColumn: (column: 2 | 3) => void;
  /** Called once mounted: a focus asked for before the panel's code had loaded can move now. */
  onShown: () => void;
}

const columnId = (panelId: string, column: number) => `${panelId}-col${column}`;

/** How long a pointer heading for the next column may cross other items before they take over. */
const AIM_DELAY_MS = 300;

/** Hovers with intent: while the pointer moves towards the next column, the items it crosses wait. */
function useMenuAim() {
  const trail = useRef<Point[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The last few pointer positions while the panel is open; the oldest gives the direction of travel.
  useEffect(() => {
    const track = (event: globalThis.MouseEvent) => {
      trail.current = [...trail.current.slice(-2), { x: event.clientX, y: event.clientY }];
    };
    document.addEventListener('mousemove', track, { passive: true });
    return () => {
      document.removeEventListener('mousemove', track);
      clearTimeout(timer.current);
    };
  }, []);
  const hover = (event: MouseEvent, nextColumn: HTMLElement | null, select: () => void) => {
    clearTimeout(timer.current);
    const from = trail.current[0];
    const to = { x: event.clientX, y: event.clientY };
    if (nextColumn && from && aimsAt(from, to, nextColumn.getBoundingClientRect())) {
      timer.current = setTimeout(select, AIM_DELAY_MS);
    } else {
      select();
    }
  };
  // Reaching the column it aimed at, the pointer keeps what it was heading for.
  const arrive = () => clearTimeout(timer.current);
  return { hover, arrive };
}

/**
 * The three columns of §2 (categories, subcategories, sub-subcategories) plus the banners of the
 * open top category. Max height min(100vh - 185px, 500px); min height by banner count (§9).
 */
export function MegaMenuPanel({ id, top, state, dispatch, labels, focusColumn, onShown }: PanelProps) {
  const sub = byId(top.children, state.sub);
  const subsub = sub ? byId(sub.children, state.subsub) : undefined;
  const minHeight = top.banners.length === 2 ? 220 : top.banners.length === 1 ? 130 : undefined;
  const aim = useMenuAim();
  const shown = useRef(onShown);
  useEffect(() => shown.current(), []);
  const column = (level: 1 | 2 | 3, parent: MenuNode) => (
    <Column
      id={columnId(id, level)}
      prevId={columnId(id, level - 1)}
      nextId={columnId(id, level + 1)}
      level={level}
      parent={parent}
      selected={level === 1 ? state.sub : level === 2 ? state.subsub : null}
      dispatch={dispatch}
      labels={labels}
      focusColumn={focusColumn}
      aim={aim}
    />
  );
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white text-slate-900 shadow-lg"
    >
      <div
        className="shop-container flex gap-6 overflow-y-auto py-5"
        style={{ maxHeight: 'min(100vh - 185px, 500px)', minHeight }}
      >
        {column(1, top)}
        {sub && sub.children.length > 0 && column(2, sub)}
        {subsub && subsub.children.length > 0 && column(3, subsub)}
        <div className="ml-auto">
          <Banners banners={top.banners} label={labels.featured} />
        </div>
      </div>
    </div>
  );
}

interface ColumnProps {
  id: string;
  prevId: string;
  nextId: string;
  level: 1 | 2 | 3;
  parent: MenuNode;
  selected: string | null;
  dispatch: Dispatch<MegaAction>;
  labels: MenuLabels;
  focusColumn: (column: 2 | 3) => void;
  aim: ReturnType<typeof useMenuAim>;
}

const itemClass =
  'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-brand-50 aria-expanded:bg-brand-50 aria-expanded:font-semibold';

function Column({
  id,
  prevId,
  nextId,
  level,
  parent,
  selected,
  dispatch,
  labels,
  focusColumn,
  aim,
}: ColumnProps) {
  const showIcon = siblingsShowIcons(parent.children);
  // Column 3 is the last one: its items link only, deeper levels are not shown.
  const expandable = (node: MenuNode) => level < 3 && node.children.length > 0;
  const choose = (node: MenuNode) => {
    if (level === 3) return;
    dispatch({ type: 'select', column: level, node });
    focusColumn(level === 1 ? 2 : 3);
  };
  const hover = (node: MenuNode) => {
    if (level < 3) dispatch({ type: 'hover', column: level as 1 | 2, node });
  };
  const pointerHover = (event: MouseEvent, node: MenuNode) =>
    aim.hover(event, document.getElementById(nextId), () => hover(node));
  // Arrow right opens an item's children; arrow left returns to the item whose children these are.
  const onKeyDown = (node: MenuNode | null) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && node && expandable(node)) {
      event.preventDefault();
      choose(node);
    } else if (event.key === 'ArrowLeft' && level > 1) {
      event.preventDefault();
      document.getElementById(prevId)?.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Up and down move between the column's items (not their arrow buttons).
      event.preventDefault();
      const rows = [...(document.getElementById(id)?.children ?? [])];
      const index = rows.indexOf((event.currentTarget as HTMLElement).closest('li') as Element);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      (rows[(index + step + rows.length) % rows.length]?.firstElementChild as HTMLElement | null)?.focus();
    }
  };
  return (
    <ul
      id={id}
      aria-label={parent.name}
      className="flex w-64 shrink-0 flex-col gap-0.5"
      onMouseEnter={level > 1 ? aim.arrive : undefined}
    >
      {parent.href && (
        <li>
          <a
            href={parent.href}
            {...linkProps(parent)}
            className={`${itemClass} font-semibold text-brand-700`}
            onKeyDown={onKeyDown(null)}
          >
            {labels.allProducts}
          </a>
        </li>
      )}
      {parent.children.map((node) => {
        const isSelected = selected === node.id;
        const expanded = expandable(node) ? isSelected : undefined;
        return (
          <li
            key={node.id}
            className="flex items-stretch"
            onMouseEnter={(event) => pointerHover(event, node)}
          >
            {node.href ? (
              <>
                <a
                  href={node.href}
                  {...linkProps(node)}
                  className={`${itemClass} ${isSelected ? 'bg-brand-50' : ''}`}
                  onFocus={() => hover(node)}
                  onKeyDown={onKeyDown(node)}
                >
                  <ItemContent node={node} showIcon={showIcon} arrow={false} labels={labels} />
                </a>
                {expandable(node) && (
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={isSelected ? nextId : undefined}
                    aria-label={fill(labels.showSubcategories, { name: node.name })}
                    className="flex shrink-0 items-center rounded px-1.5 hover:bg-brand-50 aria-expanded:bg-brand-50"
                    onClick={() => choose(node)}
                    onKeyDown={onKeyDown(node)}
                  >
                    <Chevron />
                  </button>
                )}
              </>
            ) : (
              // Folders are not links, but their children must stay reachable (§3).
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={expanded ? nextId : undefined}
                className={itemClass}
                onFocus={() => hover(node)}
                onClick={() => choose(node)}
                onKeyDown={onKeyDown(node)}
              >
                <ItemContent node={node} showIcon={showIcon} arrow={expandable(node)} labels={labels} />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
