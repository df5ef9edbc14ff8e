'use client';

import { makePage } from '@keystatic/next/ui/app';
import { useEffect, useLayoutEffect, useRef } from 'react';
import config from '@/keystatic.config';

/** Keystatic's admin for the editor's config (keystatic.config.ts). */
const Admin = makePage(config);

/** Google's font stylesheets: Keystatic's screen always links Inter's from there. */
const GOOGLE_FONTS = 'https://fonts.googleapis.com/';

/**
 * Keeps Keystatic's `<link rel="stylesheet">` to Google Fonts from loading while the editor is
 * shown; returns the undoing. Keystatic (@keystatic/core 0.6.9) renders that link always, with no
 * option: the editor's Content-Security-Policy refused it with an error in the console, and no font
 * may come from a CDN. React sets a new link's `href` with `setAttribute` before the link enters
 * the page, so that call is skipped for Google's address: a stylesheet link without `href` fetches
 * nothing, and Keystatic's type falls back to its own system stack. Keystatic renders its screen in
 * a commit after its first one in the browser, so after this has run.
 */
function withoutGoogleFonts(): () => void {
  const links = HTMLLinkElement.prototype;
  const setAttribute = links.setAttribute;
  links.setAttribute = function setLinkAttribute(this: HTMLLinkElement, name: string, value: string) {
    if (name === 'href' && String(value).startsWith(GOOGLE_FONTS)) return;
    setAttribute.call(this, name, value);
  };
  return () => {
    links.setAttribute = setAttribute;
  };
}

/**
 * Makes Keystatic's own `main` elements in `editor` no landmark (`role="none"`), now and as its
 * screens replace them, so the page has one `main` landmark: the site's, around the editor
 * (app/layout.tsx; docs/decisions.md, "The content editor is Keystatic, inside the site's root
 * layout"). Returns the observer's end.
 */
function oneMainLandmark(editor: HTMLElement): () => void {
  const mains = editor.getElementsByTagName('main');
  const demote = () => {
    for (const main of mains) if (!main.hasAttribute('role')) main.setAttribute('role', 'none');
  };
  const observer = new MutationObserver(demote);
  observer.observe(editor, { childList: true, subtree: true });
  demote();
  return () => observer.disconnect();
}

/**
 * The content editor's screen: Keystatic's admin in a `div` of the given class, without its
 * Google Fonts request and without a second `main` landmark. (Its entries' Preview shows its word
 * by the editor's CSS: app/keystatic/editor.module.css.)
 */
export function KeystaticAdmin({ className }: { className: string }) {
  const editor = useRef<HTMLDivElement>(null);
  // A layout effect: it runs before Keystatic's first effect, which shows its screen.
  useLayoutEffect(withoutGoogleFonts, []);
  useEffect(() => oneMainLandmark(editor.current!), []);
  return (
    <div ref={editor} className={className}>
      <Admin />
    </div>
  );
}
