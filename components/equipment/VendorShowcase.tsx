import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/ui/NewTabLink';
import styles from './VendorShowcase.module.css';

export interface VendorShowcaseProps {
  /** id of the section, for links such as /hp#mps. */
  id: string;
  /** The region's `h2`. */
  title: string;
  /** The vendor's page this region links out to (opens in a new tab). */
  href: string;
  linkText: string;
  children: ReactNode;
}

/**
 * Where the old site embedded a vendor's syndicated product content (docs/requirements.md#equipment, rule 4): a titled
 * region with its space reserved, our own words about the offer, and a link to the vendor's
 * pages. No third-party script is loaded: the vendor hosts cannot be reached from the build or
 * the tests, and pages stay free of outside JavaScript.
 */
export function VendorShowcase({ id, title, href, linkText, children }: VendorShowcaseProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.showcase} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      <p className={styles.action}>
        <NewTabLink className="button" href={href}>
          {linkText}
        </NewTabLink>
      </p>
    </section>
  );
}
