/**
 * Data of the File Size and DPI guide (/filesize-dpi, docs/requirements.md#content-pages, rule 22):
 * print sizes, capture resolutions, the quality rating of each pairing, and the pixel sizes a print
 * needs.
 *
 * Everything is computed from two rules rather than typed in by hand, so the three tables can
 * never disagree:
 * - pixels needed = inches x dots per inch (8x10 at 300 dpi = 2400x3000);
 * - a capture resolution printed at a size gives an effective resolution of
 *   sqrt(pixels / print area) pixels per inch, and the rating is the band that figure falls in
 *   (`ratingBands`). 300 ppi and up is Photo Quality: the recommended 300 dpi or higher.
 */

/** A print size in inches, short side first (the way prints are named: 8x10, not 10x8). */
export interface PrintSize {
  label: string;
  short: number;
  long: number;
}

/** Quality ratings, worst to best (docs/requirements.md#content-pages, rule 22). */
export const ratings = ['Bad', 'OK', 'Good', 'Very Good', 'Excellent', 'Photo Quality'] as const;
export type Rating = (typeof ratings)[number];

/** One rating's range: from `minPpi` up to the next band's `minPpi`; and its table colour. */
export interface RatingBand {
  rating: Rating;
  minPpi: number;
  /** Cell background; every one keeps at least 4.5:1 contrast with `RATING_TEXT_COLOR`. */
  background: string;
}

/** The text colour of rated cells (the site's body text colour). */
export const RATING_TEXT_COLOR = '#1d2430';

/**
 * The rating bands, in 50 ppi steps below the recommended 300. Under 100 ppi single pixels show
 * at reading distance (Bad); 200 ppi is the usual floor for a sharp hand-held print (Very Good).
 */
export const ratingBands: readonly RatingBand[] = [
  { rating: 'Bad', minPpi: 0, background: '#f6cfca' },
  { rating: 'OK', minPpi: 100, background: '#fbdcb8' },
  { rating: 'Good', minPpi: 150, background: '#fbeea6' },
  { rating: 'Very Good', minPpi: 200, background: '#d8edbf' },
  { rating: 'Excellent', minPpi: 250, background: '#b5e0c3' },
  { rating: 'Photo Quality', minPpi: 300, background: '#a9d6ec' },
];

/** The recommended print resolution (300 dpi or higher: docs/requirements.md#content-pages, rules 4 and 22). */
export const RECOMMENDED_DPI = 300;

/** The lowest resolution rated Good: the basis of the minimum-pixel-size guide. */
export const MINIMUM_GOOD_PPI = 150;

/**
 * Effective resolution of a capture printed at a size, in whole pixels per inch.
 * Assumes the image is cropped to the print's shape, so only its area matters. Rounded because
 * the rating is read from the whole number a person would see (7.2 MP at 8x10 is 300 ppi).
 * @param megapixels the capture's pixel count in millions
 */
export function effectivePpi(megapixels: number, size: PrintSize): number {
  return Math.round(Math.sqrt((megapixels * 1_000_000) / (size.short * size.long)));
}

/**
 * The rating of a capture printed at a size: the highest band whose `minPpi` the effective
 * resolution reaches (see the module comment for the rule).
 * @param megapixels the capture's pixel count in millions
 */
export function ratePrint(megapixels: number, size: PrintSize): Rating {
  const ppi = effectivePpi(megapixels, size);
  let rating: Rating = ratingBands[0].rating;
  for (const band of ratingBands) {
    if (ppi >= band.minPpi) rating = band.rating;
  }
  return rating;
}

/** The band of a rating, for its colour and its range in the legend. */
export function ratingBand(rating: Rating): RatingBand {
  const band = ratingBands.find((b) => b.rating === rating);
  if (!band) throw new Error(`Unknown rating: ${rating}`);
  return band;
}

/** Pixel dimensions, short side first like the print size they belong to. */
export interface PixelSize {
  width: number;
  height: number;
}

/** The pixels a print needs at a resolution: inches x dpi on each side (8x10 at 300 = 2400x3000). */
export function pixelsAt(size: PrintSize, dpi: number): PixelSize {
  return { width: Math.round(size.short * dpi), height: Math.round(size.long * dpi) };
}

/** A pixel size as it is written on the page, e.g. '2400x3000'. */
export function formatPixels({ width, height }: PixelSize): string {
  return `${width}x${height}`;
}

/** Megapixels for display: two decimals under 1 MP (0.08, 0.31), one above (1.2, 5.4). */
export function formatMegapixels(megapixels: number): string {
  return String(Number(megapixels.toFixed(megapixels < 1 ? 2 : 1)));
}

/** Megapixels of a pixel size. */
export function megapixelsOf({ width, height }: PixelSize): number {
  return (width * height) / 1_000_000;
}

/** A camera or scanner resolution, a row of the rating table. */
export interface CaptureResolution {
  label: string;
  megapixels: number;
}

const byPixels = (width: number, height: number): CaptureResolution => {
  const megapixels = megapixelsOf({ width, height });
  return { label: `${width}x${height} (${formatMegapixels(megapixels)} MP)`, megapixels };
};

const byMegapixels = (megapixels: number, label = `${megapixels} megapixel`): CaptureResolution => ({
  label,
  megapixels,
});

/** Rows of the rating table: small pixel counts of old cameras and phones up to 10 megapixel. */
export const captureResolutions: readonly CaptureResolution[] = [
  byPixels(320, 240),
  byPixels(640, 480),
  byPixels(1024, 768),
  byPixels(1280, 960),
  byPixels(1600, 1200),
  byMegapixels(2),
  byMegapixels(3),
  byMegapixels(4),
  byMegapixels(5),
  byMegapixels(6),
  byMegapixels(8),
  byMegapixels(10, '10 megapixel and above'),
];

/** Columns of the rating table. 4x5 and 4x6 share a column, rated at the larger 4x6. */
export const ratingPrintSizes: readonly PrintSize[] = [
  { label: '2x3', short: 2, long: 3 },
  { label: '4x5/4x6', short: 4, long: 6 },
  { label: '5x7', short: 5, long: 7 },
  { label: '8x10', short: 8, long: 10 },
  { label: '11x14', short: 11, long: 14 },
  { label: '16x20', short: 16, long: 20 },
  { label: '20x30', short: 20, long: 30 },
];

/** Rows of the pixel-size table: photo sizes, office sheets and architectural poster sizes. */
export const pixelTablePrintSizes: readonly PrintSize[] = [
  { label: '2x3', short: 2, long: 3 },
  { label: '4x5', short: 4, long: 5 },
  { label: '4x6', short: 4, long: 6 },
  { label: '5x7', short: 5, long: 7 },
  { label: '8x10', short: 8, long: 10 },
  { label: '8.5x11', short: 8.5, long: 11 },
  { label: '11x14', short: 11, long: 14 },
  { label: '11x17', short: 11, long: 17 },
  { label: '16x20', short: 16, long: 20 },
  { label: '18x24', short: 18, long: 24 },
  { label: '20x30', short: 20, long: 30 },
  { label: '24x36', short: 24, long: 36 },
];

/** The two resolutions of the pixel-size table: acceptable (200) and recommended (300). */
export const pixelTableDpis = [200, RECOMMENDED_DPI] as const;

/** Rows of the minimum-pixel-size guide; a wallet print is 2.5x3.5 inches. */
export const minimumGuidePrintSizes: readonly PrintSize[] = [
  { label: 'Wallet (2.5x3.5)', short: 2.5, long: 3.5 },
  { label: '4x6', short: 4, long: 6 },
  { label: '5x7', short: 5, long: 7 },
  { label: '8x10', short: 8, long: 10 },
  { label: '16x20', short: 16, long: 20 },
  { label: '20x30', short: 20, long: 30 },
];
