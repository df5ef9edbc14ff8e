// First: the base comes before every component's stylesheet in the page's CSS.
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import { SessionStart } from '@/components/layout/SessionStart';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteNotice } from '@/components/layout/SiteNotice';
import { siteConfig } from '@/lib/content/site';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name} | Printers, Print Services and Repair`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
};

export const viewport: Viewport = { themeColor: '#0b4a6f' };

/**
 * Every page is rendered again at most hourly, on the first visit after the hour (as /bidsets):
 * the site-wide notice appears and goes on its days without a new build (components/layout/SiteNotice.tsx).
 */
export const revalidate = 3600;

/** Root layout: first paint held until `main` is parsed; skip link, a preview's banner, the site-wide notice, header, the page as `main`, footer, and the start-up behaviour. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* No paint before the page's content starts: a paint made while the HTML is still being
            parsed (a busy phone) drew the header half-built, then moved it (the HTML standard's
            render-blocking `expect` link; browsers without it paint as before). */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <PreviewBanner />
        <SiteNotice />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <SessionStart />
      </body>
    </html>
  );
}
