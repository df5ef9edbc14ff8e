/**
 * The pictures staff upload in the content editor (keystatic.config.ts, docs/editing.md): brand
 * logos, sign designs and page pictures; their formats, their largest sizes, and where the editor
 * keeps a page's pictures. The content check holds each picture to them (lib/content/picture-check.ts).
 */

/** A picture's format, as its file's first bytes say it, whatever its name says. */
export type PictureFormat = 'svg' | 'jpeg' | 'png' | 'webp';

/** What a brand logo or a sign design must be: an SVG, which stays sharp at any size. */
export const DRAWING_FORMATS: readonly PictureFormat[] = ['svg'];
/** What a page's picture may be: a photo (through the image optimizer, components/ui/Photo.tsx) or a drawing. */
export const PAGE_PICTURE_FORMATS: readonly PictureFormat[] = ['jpeg', 'png', 'webp', 'svg'];

/** The largest SVG the content check takes, in bytes (1 MB): a logo or a drawing, not a photo traced into paths. */
export const SVG_MAX_BYTES = 1024 * 1024;
/** The largest JPEG, PNG or WebP the content check takes, in bytes (10 MB): a camera's JPEG, not a raw file. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The folder of public/ where the content editor keeps a page's pictures, one folder per page: it
 * names an upload by its place in the page (`blocks/3/value/src.jpg`), which two pages share.
 * @param page the page's file name in data/content/pages/ without `.json`, e.g. 'about'
 * @returns e.g. '/images/pages/about/'
 */
export function pagePictureFolder(page: string): string {
  return `/images/pages/${page}/`;
}
