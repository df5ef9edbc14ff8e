import type { ReactNode } from 'react';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import styles from './InfoCard.module.css';

/**
 * A card with an `h3` title, an optional large figure under it (the pricing-tile look of the
 * leasing offers) and an optional action link at the bottom. Place inside a `ContentSection`.
 * @param figure the headline number or term, e.g. '90 days'
 */
export function InfoCard({ title, figure, action, children }: { title: string; figure?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <article className={figure ? `card ${styles.tile}` : 'card'}>
      <h3>
        <UnbrokenHyphens text={title} />
      </h3>
      {figure && <p className={styles.figure}>{figure}</p>}
      {children}
      {action && <p className="card-action">{action}</p>}
    </article>
  );
}
