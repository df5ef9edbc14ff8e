import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SiteNotice } from './SiteNotice';

/**
 * The public site's frame around a page: the site-wide notice, the header, the page as `main`
 * (the skip link's target) and the footer. The public pages' layout (app/(site)/layout.tsx) and
 * the not-found page use it; the staff pages have a frame of their own (app/staff/layout.tsx).
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteNotice />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
