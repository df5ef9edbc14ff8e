import { SvgImage } from '@/components/ui/SvgImage';
import styles from './FigureGrid.module.css';
import { FitGrid } from './FitGrid';

/** One captioned image; width and height reserve its space. */
export interface Figure {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
}

/** Images with visible captions in a responsive grid, e.g. the example scans of Fine Art Scanning. */
export function FigureGrid({ figures }: { figures: Figure[] }) {
  return (
    <FitGrid className={styles.figures}>
      {figures.map((figure) => (
        <figure key={figure.src}>
          <SvgImage src={figure.src} alt={figure.alt} width={figure.width} height={figure.height} />
          <figcaption>{figure.caption}</figcaption>
        </figure>
      ))}
    </FitGrid>
  );
}
