import {
  captureResolutions,
  formatMegapixels,
  formatPixels,
  megapixelsOf,
  MINIMUM_GOOD_PPI,
  minimumGuidePrintSizes,
  pixelsAt,
  pixelTableDpis,
  pixelTablePrintSizes,
  ratePrint,
  RATING_TEXT_COLOR,
  ratingBand,
  ratingBands,
  ratingPrintSizes,
  RECOMMENDED_DPI,
} from '@/lib/content/dpi-guide';
import { DataTable } from './DataTable';
import styles from './DpiTables.module.css';

/** Colours of a rated cell: the band's background, always with the dark text colour. */
function ratingStyle(background: string) {
  return { backgroundColor: background, color: RATING_TEXT_COLOR };
}

/** A table's caption and the header of its rows' column, as the page's content says them. */
export interface TableWords {
  caption: string;
  corner: string;
}

/**
 * The colour-coded table of capture resolution against print size (lib/content/dpi-guide.ts).
 * Each cell holds its rating word, so the colour only helps and never carries the meaning alone.
 */
export function RatingTable({ caption, corner }: TableWords) {
  return (
    <DataTable
      id="dpi-rating-table"
      caption={caption}
      corner={corner}
      columns={ratingPrintSizes.map((size) => size.label)}
      rows={captureResolutions.map((capture) => ({
        key: capture.label,
        header: capture.label,
        cells: ratingPrintSizes.map((size) => {
          const rating = ratePrint(capture.megapixels, size);
          return { content: rating, style: ratingStyle(ratingBand(rating).background) };
        }),
      }))}
    />
  );
}

/** The range of a band in whole ppi, as `effectivePpi` rounds: 'under 100 ppi', '100 to 149 ppi'. */
function bandRange(index: number): string {
  const band = ratingBands[index];
  const next = ratingBands[index + 1];
  if (!next) return `${band.minPpi} ppi and above`;
  if (band.minPpi === 0) return `under ${next.minPpi} ppi`;
  return `${band.minPpi} to ${next.minPpi - 1} ppi`;
}

/**
 * The legend of the rating table: each rating's colour and its range of pixels per inch.
 * @param label what the list is, read to screen readers
 */
export function RatingLegend({ label }: { label: string }) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {ratingBands.map((band, i) => (
        <li key={band.rating} style={ratingStyle(band.background)}>
          <strong>{band.rating}</strong>: {bandRange(i)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Image pixel sizes a print needs at 200 and at 300 dpi (inches x dpi on each side).
 * @param column the header of a resolution's column, given its dpi: 'At 300 dpi'
 */
export function PixelSizeTable({ caption, corner, column }: TableWords & { column: (dpi: number) => string }) {
  return (
    <DataTable
      id="dpi-pixel-table"
      caption={caption}
      corner={corner}
      columns={pixelTableDpis.map(column)}
      rows={pixelTablePrintSizes.map((size) => ({
        key: size.label,
        header: size.label,
        cells: pixelTableDpis.map((dpi) => ({ content: formatPixels(pixelsAt(size, dpi)) })),
      }))}
    />
  );
}

/**
 * The smallest file that still prints Good (150 ppi), beside the recommended 300 dpi size.
 * @param columns the headers of its columns: the minimum in pixels, in megapixels, and the
 *   recommended size given its dpi ('Recommended (300 dpi)')
 */
export function MinimumPixelTable({
  caption,
  corner,
  columns,
}: TableWords & { columns: { pixels: string; megapixels: string; recommended: (dpi: number) => string } }) {
  return (
    <DataTable
      id="dpi-minimum-table"
      caption={caption}
      corner={corner}
      columns={[columns.pixels, columns.megapixels, columns.recommended(RECOMMENDED_DPI)]}
      rows={minimumGuidePrintSizes.map((size) => {
        const minimum = pixelsAt(size, MINIMUM_GOOD_PPI);
        return {
          key: size.label,
          header: size.label,
          cells: [
            { content: formatPixels(minimum) },
            { content: formatMegapixels(megapixelsOf(minimum)) },
            { content: formatPixels(pixelsAt(size, RECOMMENDED_DPI)) },
          ],
        };
      })}
    />
  );
}
