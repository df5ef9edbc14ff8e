import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';

/** The public pages' layout: each inside the site's frame (header, notice, footer). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
