'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@/components/ui/Link';
import type { MenuLink } from '@/lib/content/menus';

/**
 * The header's Quick Requests dropdown: a disclosure button with a list of links (WAI-ARIA
 * disclosure navigation pattern). Enter/Space toggle it and Tab walks the links; as the pattern's
 * optional keys, Down/Up Arrow on the button open it at the first/last link, and on a link move
 * to the next/previous one (wrapping), Home/End to the first/last. Escape closes it and returns
 * focus to the button, and it closes when focus or a click leaves it.
 * @param links the Quick Requests (lib/content/menus.ts), which the header passes: the menus' data
 *   stays out of the browser's bundle
 * @param className its class from the header's stylesheet, which styles the list as its child:
 *   no class map ships in this script
 */
export function QuickRequestsMenu({ links, className }: { links: MenuLink[]; className: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      if (!open) return;
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const current = links.findIndex((link) => link === document.activeElement);
    const last = links.length - 1;
    const moves: Partial<Record<string, number>> = {
      ArrowDown: current < 0 ? 0 : current === last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      // Home and End keep their usual meaning on the button.
      Home: current < 0 ? undefined : 0,
      End: current < 0 ? undefined : last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // The list must be shown before one of its links can take focus.
    if (!open) flushSync(() => setOpen(true));
    links[target]?.focus();
  }

  return (
    <div
      ref={rootRef}
      className={className}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button button-accent"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        Quick Requests <span aria-hidden="true">▾</span>
      </button>
      <ul ref={listRef} id={listId} hidden={!open}>
        {links.map((item) => (
          <li key={item.href}>
            <Link href={item.href} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
