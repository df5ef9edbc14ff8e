import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { SvgImage } from '@/components/ui/SvgImage';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import styles from './EquipmentCard.module.css';
import { machineImageSize } from './machine';

export interface EquipmentCardProps {
  /** The card's `h2`. */
  title: string;
  /** Path under public/; shown above the title, decorative (the title names it). */
  imageSrc?: string;
  href: string;
  /** Link text; include the title (visually hidden is fine) so the link makes sense alone. */
  linkText: ReactNode;
  /** Set on the first card of a grid: its image is in view on a phone's arrival (SvgImage). */
  priority?: boolean;
  /** Set on the rest of the grid's first row: in view on arrival on a wide screen (SvgImage). */
  eager?: boolean;
  children: ReactNode;
}

/**
 * A card of the equipment pages (categories on the landing, machines in a category): image,
 * title, text and one link styled as a button at the bottom.
 */
export function EquipmentCard({ title, imageSrc, href, linkText, priority = false, eager = false, children }: EquipmentCardProps) {
  return (
    <article className={`card ${styles.card}`}>
      <h2>
        <UnbrokenHyphens text={title} />
      </h2>
      {imageSrc && <SvgImage className={styles.image} src={imageSrc} alt="" {...machineImageSize} priority={priority} eager={eager} />}
      {children}
      <p className="card-action">
        <Link className="button button-outline" href={href}>
          {linkText}
        </Link>
      </p>
    </article>
  );
}
