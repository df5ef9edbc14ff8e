import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

export interface PhotoProps {
  /** Path of a JPEG, PNG or WebP under public/, e.g. '/images/machines/hp-latex-115-printer/photo.jpg'. */
  src: string;
  /** What the photo shows. */
  alt: string;
  /**
   * The box it is drawn in, in CSS px: its ratio reserves the space before the photo arrives, and
   * the class's `object-fit` fits a photo of another ratio inside it.
   */
  width: number;
  height: number;
  /** The width it is shown at per viewport, as the `sizes` attribute says it, e.g. '(max-width: 760px) 100vw, 494px'. */
  sizes: string;
  className?: string;
  /** In view on arrival (the page's LCP candidate): fetched first, preloaded from the page's head. */
  priority?: boolean;
}

/**
 * A photograph (docs/requirements.md#speed, rule 3), served through next/image's optimizer: AVIF
 * or WebP at the width the screen needs (next.config.ts `images`), from the `srcset` that
 * getImageProps() builds. A plain `<img>` of a Server Component: next/image's component would add
 * its client runtime (about 5.5 KB gzip) to the page, where its work (the srcset, a preload) is
 * all done on the server.
 */
export function Photo({ src, alt, width, height, sizes, className, priority = false }: PhotoProps) {
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client runtime (above)
  return <img {...props} alt={alt} />;
}
