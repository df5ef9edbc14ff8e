import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_SVG_MAX_BYTES, inlineSvgMarkup } from './inline-svg';

/** An SVG file of exactly `bytes` bytes (padded with a comment), in a fresh folder. */
function svgOfSize(bytes: number): { dir: string; src: string } {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/><!--';
  const tail = '--></svg>';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inline-svg-'));
  writeFileSync(path.join(dir, 'pad.svg'), head + 'x'.repeat(bytes - head.length - tail.length) + tail);
  return { dir, src: '/pad.svg' };
}

describe('inlineSvgMarkup', () => {
  it('draws a file of up to 4096 bytes inside the page, and leaves a larger one to an img', () => {
    expect(INLINE_SVG_MAX_BYTES).toBe(4096);
    const atLimit = svgOfSize(4096);
    const markup = inlineSvgMarkup(atLimit.src, atLimit.dir);
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 10 10"[^>]*>.*<\/svg>$/);
    // Minified: the padding comment is gone.
    expect(markup).not.toContain('<!--');
    const over = svgOfSize(4097);
    expect(inlineSvgMarkup(over.src, over.dir)).toBeUndefined();
  });

  it("keeps the site's artwork's size and drawing, without its title, its ids prefixed with the file's name", () => {
    const markup = inlineSvgMarkup('/images/home/hero.svg')!;
    expect(markup).toMatch(/^<svg viewBox="0 0 800 600">/);
    expect(markup).not.toContain('<title>');
    expect(markup).toContain('id="hero_svg-');
    const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(markup).toContain(`url(#${id})`);
  });

  it('throws on a file that does not exist', () => {
    expect(() => inlineSvgMarkup('/images/missing.svg')).toThrow(/ENOENT/);
  });
});
