// First: the base comes before every component's stylesheet in the page's CSS.
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import { SessionStart } from '@/components/layout/SessionStart';
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

/**
 * Root layout: the skip link, a preview's banner, the page in its frame (the public site's,
 * app/(site)/layout.tsx, or the staff side's, app/staff/layout.tsx: each has the `main` the skip
 * link leads to), and the start-up behaviour.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <PreviewBanner />
        {children}
        <SessionStart />
      </body>
    </html>
  );
}
