import { Link } from '@/components/ui/Link';
import { NewTabLink } from '@/components/ui/NewTabLink';

/** One call to action, shown as a button. */
export interface Action {
  label: string;
  href: string;
  /** Button look; default 'primary'. */
  look?: 'primary' | 'accent' | 'outline';
  /** Open in a new tab (external services such as the upload page). */
  newTab?: boolean;
}

const lookClass = { primary: 'button', accent: 'button button-accent', outline: 'button button-outline' } as const;

/** A site page: a path without a file extension. Files (PDFs), tel: and other sites get a plain anchor. */
function isPagePath(href: string): boolean {
  return href.startsWith('/') && !/\.[a-z0-9]+$/i.test(href);
}

/**
 * A row of buttons. Site pages go through our `Link` (client navigation); everything else
 * is a plain anchor, and `newTab` actions announce the new tab.
 */
export function ActionLinks({ actions }: { actions: Action[] }) {
  return (
    <p className="button-row">
      {actions.map(({ label, href, look = 'primary', newTab }) => {
        const className = lookClass[look];
        if (newTab) {
          return (
            <NewTabLink key={href} href={href} className={className}>
              {label}
            </NewTabLink>
          );
        }
        return isPagePath(href) ? (
          <Link key={href} href={href} className={className}>
            {label}
          </Link>
        ) : (
          <a key={href} href={href} className={className}>
            {label}
          </a>
        );
      })}
    </p>
  );
}
