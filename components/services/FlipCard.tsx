import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import styles from './FlipCard.module.css';

/** Props of `FlipCard`: front (title, teaser) and back (text, link). */
export interface FlipCardProps {
  /** Front: the card's h3. */
  title: string;
  /** Front: a short line under the title. */
  teaser: string;
  /** Back: the longer text. */
  children: ReactNode;
  /** Back: the button's target and text. */
  href: string;
  linkLabel: string;
}

/**
 * A card that turns over to show more (Home's flip cards, docs/requirements.md#content-pages,
 * rule 1). Both faces are always in the DOM and in reading order, so screen readers get front and
 * back in turn; the only focusable element is the link on the back, and focusing it turns the card
 * (CSS :focus-within) so keyboard users see what they focused. The turn is CSS only, and only where
 * a pointer can hover and motion is welcome; elsewhere (touch, reduced motion) the faces simply
 * stack. See FlipCard.module.css.
 */
export function FlipCard({ title, teaser, children, href, linkLabel }: FlipCardProps) {
  return (
    <article className={styles.flip}>
      <div className={styles.inner}>
        <div className={styles.front}>
          <h3>
            <UnbrokenHyphens text={title} />
          </h3>
          <p>{teaser}</p>
        </div>
        <div className={styles.back}>
          <p>{children}</p>
          <Link href={href} className="button button-accent">
            {linkLabel}
          </Link>
        </div>
      </div>
    </article>
  );
}
