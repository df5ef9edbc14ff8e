import { createHash } from 'node:crypto';
import { inlineScriptHashes, isFrameworkScript, scriptHash } from './csp-hashes';

const sha = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

// The three shapes Next.js writes into a pre-rendered page, as they appear in a built one.
const flightInit = '(self.__next_f=self.__next_f||[]).push([0])';
const flightChunk = 'self.__next_f.push([1,"0:{\\"P\\":null,\\"b\\":\\"abc\\"}\\n\\u003cdiv\\u003e"])';
const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"script":"x","chunks":[]});';

function page(...scripts: string[]): string {
  return `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join('')}</body></html>`;
}

describe('inlineScriptHashes', () => {
  it("hashes the framework's three inline scripts, each once, as the browser hashes them", () => {
    const html = page(
      `<script id="_R_">${bootstrap}</script>`,
      `<script>${flightInit}</script>`,
      `<script>${flightChunk}</script>`,
      `<script>${flightInit}</script>`,
    );
    expect(inlineScriptHashes(html)).toEqual({ hashes: [sha(bootstrap), sha(flightInit), sha(flightChunk)], others: [] });
  });

  it('never hashes an injected script: it is listed apart, so the policy refuses it', () => {
    const { hashes, others } = inlineScriptHashes(page(`<script>${flightInit}</script>`, '<p>Hi</p><script>alert(1)</script>'));
    expect(hashes).toEqual([sha(flightInit)]);
    expect(others).toEqual(['alert(1)']);
  });

  it('skips data blocks (JSON-LD) and scripts with src, which the policy governs otherwise', () => {
    const jsonLd = '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(
      inlineScriptHashes(page(jsonLd, '<script src="/x.js"></script>', `<script TYPE='text/javascript'>${flightInit}</script>`)),
    ).toEqual({
      hashes: [sha(flightInit)],
      others: [],
    });
  });

  it('counts a script typed as JavaScript or a module like an untyped one', () => {
    expect(inlineScriptHashes(page('<script type="module">alert(1)</script>')).others).toEqual(['alert(1)']);
  });
});

describe('isFrameworkScript', () => {
  it('accepts the framework shapes with JSON arguments only', () => {
    expect(isFrameworkScript(flightInit)).toBe(true);
    expect(isFrameworkScript(flightChunk)).toBe(true);
    expect(isFrameworkScript(bootstrap)).toBe(true);
  });

  it('refuses a flight push or a bootstrap whose argument is code, not JSON', () => {
    expect(isFrameworkScript('self.__next_f.push([1,alert(1)])')).toBe(false);
    expect(isFrameworkScript('self.__next_f.push([1,"a"]);alert(1);self.__next_f.push([1,"b"])')).toBe(false);
    expect(isFrameworkScript('(globalThis["T"] || (globalThis["T"] = [])).push({"a":fetch("/x")});')).toBe(false);
    expect(isFrameworkScript('(globalThis["T"] || (globalThis["U"] = [])).push({});')).toBe(false);
    expect(isFrameworkScript(`${flightInit};alert(1)`)).toBe(false);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, with its algorithm', () => {
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(scriptHash('é')).toBe(sha('é'));
  });
});
