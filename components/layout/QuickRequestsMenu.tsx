'use client';

import { Link } from '@/components/ui/Link';
import { useEffect, useId, useRef, useState } from 'react';

/** The spec's Quick Requests: one entry per request kind, to its page. */
export const quickRequests = [
  { href: '/quote', label: 'Request a Quote' },
  { href: '/quicksupply', label: 'Quick Supply Order' },
  { href: '/pickup', label: 'Expedited Pickup' },
  { href: '/repair/servicecall', label: 'Place a Service Call' },
  { href: '/callme', label: 'Request a Call-Back' },
] as const;

/**
 * The header's Quick Requests dropdown: a disclosure button with a list of links (WAI-ARIA
 * disclosure navigation pattern). Enter/Space toggle it, Escape closes it and returns focus to the
 * button, and it closes when focus or a click leaves it.
 */
export function QuickRequestsMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="quick-requests"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
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
      <ul id={listId} className="quick-requests-list" hidden={!open}>
        {quickRequests.map((item) => (
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
