import {
  captureResolutions,
  effectivePpi,
  formatMegapixels,
  formatPixels,
  megapixelsOf,
  MINIMUM_GOOD_PPI,
  minimumGuidePrintSizes,
  pixelsAt,
  ratePrint,
  RATING_TEXT_COLOR,
  ratingBand,
  ratingBands,
  ratingPrintSizes,
  ratings,
  type PrintSize,
} from './dpi-guide';

const size = (short: number, long: number): PrintSize => ({ label: `${short}x${long}`, short, long });

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('pixel sizes at 200 and 300 dpi', () => {
  it.each([
    [8, 10, 300, '2400x3000'],
    [8, 10, 200, '1600x2000'],
    [4, 6, 300, '1200x1800'],
    [4, 6, 200, '800x1200'],
    [8.5, 11, 300, '2550x3300'],
    [8.5, 11, 200, '1700x2200'],
    [20, 30, 300, '6000x9000'],
    [24, 36, 200, '4800x7200'],
  ])('%sx%s at %i dpi is %s', (short, long, dpi, expected) => {
    expect(formatPixels(pixelsAt(size(short, long), dpi))).toBe(expected);
  });
});

describe('effective resolution', () => {
  it('is the square root of pixels per square inch', () => {
    expect(effectivePpi(7.2, size(8, 10))).toBe(300);
    expect(effectivePpi(megapixelsOf({ width: 640, height: 480 }), size(4, 6))).toBe(113);
  });
});

describe('rating boundaries', () => {
  // 8x10 is 80 square inches, so N ppi needs N * N * 80 pixels.
  const at8x10 = (ppi: number) => (ppi * ppi * 80) / 1_000_000;

  it.each([
    [300, 'Photo Quality'],
    [299, 'Excellent'],
    [250, 'Excellent'],
    [249, 'Very Good'],
    [200, 'Very Good'],
    [199, 'Good'],
    [150, 'Good'],
    [149, 'OK'],
    [100, 'OK'],
    [99, 'Bad'],
  ])('%i ppi rates %s', (ppi, expected) => {
    expect(ratePrint(at8x10(ppi), size(8, 10))).toBe(expected);
  });

  it('rates a tiny capture on a large print as Bad', () => {
    expect(ratePrint(0.0768, size(20, 30))).toBe('Bad');
  });

  it('never rates a larger capture lower, nor a larger print higher', () => {
    for (const print of ratingPrintSizes) {
      const order = captureResolutions.map((c) => ratings.indexOf(ratePrint(c.megapixels, print)));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    for (const capture of captureResolutions) {
      const order = ratingPrintSizes.map((p) => ratings.indexOf(ratePrint(capture.megapixels, p)));
      expect(order).toEqual([...order].sort((a, b) => b - a));
    }
  });
});

describe('rating table', () => {
  it('runs from 320x240 up to 10 megapixel and above', () => {
    expect(captureResolutions[0]).toEqual({ label: '320x240 (0.08 MP)', megapixels: 0.0768 });
    expect(captureResolutions.at(-1)?.label).toBe('10 megapixel and above');
  });

  it('has the print sizes of docs/requirements.md#content-pages as columns', () => {
    expect(ratingPrintSizes.map((p) => p.label)).toEqual(['2x3', '4x5/4x6', '5x7', '8x10', '11x14', '16x20', '20x30']);
  });

  it('uses every rating somewhere', () => {
    const used = new Set(captureResolutions.flatMap((c) => ratingPrintSizes.map((p) => ratePrint(c.megapixels, p))));
    expect([...ratings].filter((r) => !used.has(r))).toEqual([]);
  });

  it('keeps 4.5:1 contrast between the text and every rating colour', () => {
    for (const band of ratingBands) {
      expect(contrast(RATING_TEXT_COLOR, band.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('finds the band of each rating, in ascending order', () => {
    expect(ratings.map((r) => ratingBand(r).minPpi)).toEqual([0, 100, 150, 200, 250, 300]);
  });
});

describe('minimum pixel size guide', () => {
  it('covers wallet, 4x6, 5x7, 8x10, 16x20 and 20x30', () => {
    expect(minimumGuidePrintSizes.map((p) => p.label)).toEqual(['Wallet (2.5x3.5)', '4x6', '5x7', '8x10', '16x20', '20x30']);
  });

  it('gives the smallest size that still rates Good', () => {
    for (const print of minimumGuidePrintSizes) {
      const minimum = megapixelsOf(pixelsAt(print, MINIMUM_GOOD_PPI));
      expect(ratePrint(minimum, print)).toBe('Good');
      expect(ratePrint(minimum * 0.97, print)).toBe('OK');
    }
    expect(formatPixels(pixelsAt(minimumGuidePrintSizes[0], MINIMUM_GOOD_PPI))).toBe('375x525');
  });
});

describe('formatMegapixels', () => {
  it('shows two decimals under 1 MP and one above', () => {
    expect(formatMegapixels(0.0768)).toBe('0.08');
    expect(formatMegapixels(1.92)).toBe('1.9');
    expect(formatMegapixels(13.5)).toBe('13.5');
    expect(formatMegapixels(6)).toBe('6');
  });
});
