import { SvgImage } from '@/components/ui/SvgImage';
import styles from './HotspotImage.module.css';

/** A labelled point on the picture, placed in percent of its width and height. */
export interface Hotspot {
  /** In-page target: the point's description, e.g. '#products-floor-graphics'. */
  href: string;
  label: string;
  x: number;
  y: number;
}

/**
 * A picture with numbered, labelled links laid over it. The links are a real list in reading
 * order, numbered by CSS in that order, each at least 32x32 px (WCAG 2.5.8 asks 24) and named by its text label; below 640 px
 * wide only the numbers stay visible, the label remains for screen readers, and the page lists
 * the same items in text under the picture.
 * @param hotspots in the order of the numbered list that follows the picture
 * @param priority set on the page's first, above-the-fold image only
 */
export function HotspotImage({
  src,
  alt,
  width,
  height,
  hotspots,
  label,
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  hotspots: readonly Hotspot[];
  label: string;
  priority?: boolean;
}) {
  return (
    <div className={styles.stage}>
      <SvgImage src={src} alt={alt} width={width} height={height} priority={priority} />
      <ol className={styles.spots} aria-label={label}>
        {hotspots.map((spot) => (
          <li key={spot.href} style={{ left: `${spot.x}%`, top: `${spot.y}%` }}>
            <a className={styles.spot} href={spot.href}>
              <span className={styles.number} aria-hidden="true" />
              <span className="visually-hidden-narrow">{spot.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
