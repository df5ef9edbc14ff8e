import { SvgImage } from '@/components/ui/SvgImage';
import { FitGrid } from './FitGrid';
import './services.css';

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
    <FitGrid className="svc-figures">
      {figures.map((figure) => (
        <figure key={figure.src}>
          <SvgImage src={figure.src} alt={figure.alt} width={figure.width} height={figure.height} />
          <figcaption>{figure.caption}</figcaption>
        </figure>
      ))}
    </FitGrid>
  );
}
