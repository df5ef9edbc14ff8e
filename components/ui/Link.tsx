import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to one of the site's own pages: next/link (client-side navigation) without prefetching.
 * Next.js prefetches every link in view, and reading a prefetched page also downloads that page's
 * client components: a page without a form would load the forms and carousels of the pages it
 * links to, far over its JavaScript budget (docs/requirements.md#speed, rules 2-3). Every page is
 * pre-rendered, so a navigation without prefetch is still one small static fetch.
 * Takes next/link's props; `prefetch` is always off.
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
