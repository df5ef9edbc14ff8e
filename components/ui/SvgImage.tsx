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
   * The page's largest image above the fold (its LCP element): loaded at once with high
   * priority. Every other image loads lazily, when it comes near the viewport.
   */
  priority?: boolean;
}

/**
 * An image of the site's own SVG artwork (docs/requirements.md#speed, rule 3), as a plain `<img>` with
 * its width and height. next/image would serve an SVG unoptimised anyway, but it is a client
 * component and would add its runtime (about 5.5 KB gzip) to every page that shows a picture,
 * over the 5 KB budget of a page without a form (docs/requirements.md#speed, rule 2). Raster images,
 * if the site ever has any, go through next/image instead, which resizes them.
 */
export function SvgImage({ src, alt, width, height, className, priority = false }: SvgImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG artwork: nothing for next/image to optimise (see above).
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
