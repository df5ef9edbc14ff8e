import { createHash } from 'node:crypto';
import { vercelBranchUrl } from './content-editor';
import { readServerEnv } from './server';

const template = 'https://printshop-git-{branch}-cascadia.vercel.app';

describe('vercelBranchUrl', () => {
  it("names a content branch's preview as Vercel does: lowercase, every other character than a letter or digit a '-'", () => {
    expect(vercelBranchUrl(template, 'content/new-plotter')).toBe('https://printshop-git-content-new-plotter-cascadia.vercel.app');
    expect(vercelBranchUrl(template, 'content/Holiday_Notice.2026')).toBe(
      'https://printshop-git-content-holiday-notice-2026-cascadia.vercel.app',
    );
    expect(vercelBranchUrl(`${template}/`, 'main')).toBe('https://printshop-git-main-cascadia.vercel.app');
  });

  it('keeps a host of 63 characters before .vercel.app whole, and cuts a longer one with its hash before the scope', () => {
    // 'printshop-git-' (14) + branch + '-cascadia' (9): a branch of 40 characters makes 63.
    const fits = `content/${'a'.repeat(32)}`;
    expect(new URL(vercelBranchUrl(template, fits)).hostname).toBe(`printshop-git-content-${'a'.repeat(32)}-cascadia.vercel.app`);
    const over = `content/${'a'.repeat(33)}`;
    const hash = createHash('sha256')
      .update(`git-content-${'a'.repeat(33)}printshop`)
      .digest('hex')
      .slice(0, 6);
    const host = new URL(vercelBranchUrl(template, over)).hostname;
    expect(host).toBe(`printshop-git-content-${'a'.repeat(25)}-${hash}-cascadia.vercel.app`);
    expect(host.length).toBe(63 + '.vercel.app'.length);
  });

  it('refuses a template that is not a Vercel branch address with {branch}', () => {
    expect(() => vercelBranchUrl('https://preview.example.com/{branch}', 'main')).toThrow('KEYSTATIC_PREVIEW_URL must read');
    expect(() => vercelBranchUrl('https://printshop-git-main-cascadia.vercel.app', 'main')).toThrow('KEYSTATIC_PREVIEW_URL must read');
  });
});

describe('KEYSTATIC_PREVIEW_URL', () => {
  it('takes a Vercel branch address with {branch}, and refuses another, naming the variable', () => {
    expect(readServerEnv({ KEYSTATIC_PREVIEW_URL: template }).KEYSTATIC_PREVIEW_URL).toBe(template);
    expect(() => readServerEnv({ KEYSTATIC_PREVIEW_URL: 'https://printshop.vercel.app' })).toThrow(
      'KEYSTATIC_PREVIEW_URL: must read https://<project>-git-{branch}-<scope>.vercel.app',
    );
  });
});
