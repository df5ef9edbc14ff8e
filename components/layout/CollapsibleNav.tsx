'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * The main navigation: a row of links on wide screens, and behind a Menu button on narrow ones
 * (CSS decides which at 900px). The links themselves are rendered on the server and passed in.
 * The menu closes after navigation. Styled by SiteHeader's stylesheet through `className` (the
 * button and the panel as its children), so no class map ships in this script.
 */
export function CollapsibleNav({ className, children }: { className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const pathname = usePathname();
  // Close the menu whenever the route changes (a link inside it was followed).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav aria-label="Main" className={className} data-open={open}>
      <button type="button" className="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        <span aria-hidden="true">☰</span> Menu
      </button>
      <div id={id}>{children}</div>
    </nav>
  );
}
