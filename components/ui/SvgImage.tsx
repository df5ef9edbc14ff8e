import { inlineSvgMarkup } from '@/lib/content/inline-svg';
import styles from './SvgImage.module.css';

export interface SvgImageProps {
  /** Path of an SVG under public/, e.g. '/images/home/hero.svg'. */
  src: string;
  /** Text alternative; '' for a decorative image that the text around it already names. */
  alt: string;
  /** Intrinsic size in CSS pixels: reserves the image's box before it loads, so nothing shifts. */
  width: number;
  height: number;
  className?: string;
  /**
   * In view on a phone's arrival (the page's LCP candidates): drawn inside the HTML when the file
   * is small enough (lib/content/inline-svg.ts), else loaded at once with high priority.
   */
  priority?: boolean;
  /**
   * In view on arrival on a wider screen only (the rest of a grid's first row): loaded at once,
   * as an `img`. Every image neither priority nor eager loads lazily, near the viewport.
   */
  eager?: boolean;
}

/**
 * An image of the site's own SVG artwork (docs/requirements.md#speed, rule 3). A priority picture
 * of up to 4 KB is drawn inside the HTML, in a `span` that carries its class and its text
 * alternative (`role="img"` and `aria-label`, or `aria-hidden` for a decorative one). Any other is
 * a plain `<img>` with its width and height. next/image would serve an SVG unoptimised anyway, but
 * it is a client component and would add its runtime (about 5.5 KB gzip) to every page that shows
 * a picture, over the 5 KB budget of a page without a form (docs/requirements.md#speed, rule 2).
 * Raster images, if the site ever has any, go through next/image instead, which resizes them.
 */
export function SvgImage({ src, alt, width, height, className, priority = false, eager = false }: SvgImageProps) {
  const markup = priority ? inlineSvgMarkup(src) : undefined;
  if (markup) {
    return (
      <span
        className={className ? `${styles.inline} ${className}` : styles.inline}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        // The site's own file from public/, read when the page is built: no visitor's input.
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG artwork: nothing for next/image to optimise (see above).
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
