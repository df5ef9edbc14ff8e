import sanitizeHtml from 'sanitize-html';

/**
 * The sanitizer for the `addenda` field of the plan room's bid projects
 * (docs/requirements.md#bid-lists: HTML from the plan room).
 *
 * The HTML comes from another host, so it is never injected into the page. sanitize-html parses it
 * (as a browser would: entities decoded, script and style contents, comments and unknown tags'
 * markup dropped) and writes it back with nothing but `https:` links, line breaks and the block
 * elements whose end is a line end. That reduced markup is then read into plain parts that React
 * renders as elements and escaped text, so `&lt;b&gt;` reads as `<b>` and can never become markup.
 */

/** One piece of a sanitized addenda cell, in reading order. */
export type AddendaPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string } | { kind: 'break' };

/** Elements whose end is a line end in the plan room's markup; `br` is one too. */
const LINE_END_TAGS = ['p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** What sanitize-html keeps: anchors with an https href, breaks and line-end elements, no other attribute. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'br', ...LINE_END_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * One tag of sanitize-html's output, which holds only the tags above, lower case, with an `href`
 * written as `href="..."` (its `"`, `&`, `<` and `>` escaped): so a plain pattern reads it exactly.
 */
const sanitizedTag = /<(\/?)([a-z0-9]+)(?: href="([^"]*)")?\s*\/?>/g;

/** The text of sanitize-html's output: it escapes only these four characters. */
function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '');
}

/** The href when it is an absolute `https:` URL, else null (a relative one passes sanitize-html). */
function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(unescape(href).trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Parses a project's addenda HTML into parts that are safe to render as React children.
 * @param html the `addenda` string from the plan-room JSON (may be empty)
 * @returns text, `https:` links and breaks; no leading, trailing or doubled breaks, and an empty
 *   list when there is nothing to show. A link with an unsafe href is kept as its text only.
 */
export function parseAddenda(html: string): AddendaPart[] {
  const clean = sanitizeHtml(html, SANITIZE_OPTIONS);
  const parts: AddendaPart[] = [];
  let link: { href: string | null; text: string } | undefined;
  const addText = (raw: string) => {
    const text = unescape(raw).replace(/\s+/g, ' ');
    if (link) link.text += text;
    else if (text) parts.push({ kind: 'text', text });
  };
  let last = 0;
  for (const match of clean.matchAll(sanitizedTag)) {
    addText(clean.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, tag, href] = match;
    if (tag === 'a' && !closing) {
      link = { href: safeHref(href), text: '' };
    } else if (tag === 'a' && link) {
      const text = link.text.trim();
      if (link.href) parts.push({ kind: 'link', href: link.href, text: text || link.href });
      else if (text) parts.push({ kind: 'text', text });
      link = undefined;
    } else if (tag === 'br' || (closing && LINE_END_TAGS.includes(tag))) {
      if (!link) parts.push({ kind: 'break' });
    }
  }
  addText(clean.slice(last));
  return tidy(mergeText(parts));
}

/** Joins neighbouring text parts (text around a dropped tag, or a link kept as text). */
function mergeText(parts: AddendaPart[]): AddendaPart[] {
  const merged: AddendaPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text')
      merged[merged.length - 1] = { kind: 'text', text: (previous.text + part.text).replace(/\s+/g, ' ') };
    else merged.push(part);
  }
  return merged;
}

/**
 * Trims text at the start and end of each line (whitespace between two links stays), then drops
 * empty text, breaks at either end and repeated breaks.
 */
function tidy(parts: AddendaPart[]): AddendaPart[] {
  const trimmed = parts.flatMap((part, i): AddendaPart[] => {
    if (part.kind !== 'text') return [part];
    let text = part.text;
    if (i === 0 || parts[i - 1].kind === 'break') text = text.trimStart();
    if (i === parts.length - 1 || parts[i + 1].kind === 'break') text = text.trimEnd();
    return text ? [{ kind: 'text', text }] : [];
  });
  const result: AddendaPart[] = [];
  for (const part of trimmed) {
    const previous = result.at(-1);
    if (part.kind === 'break' && (!previous || previous.kind === 'break')) continue;
    result.push(part);
  }
  if (result.at(-1)?.kind === 'break') result.pop();
  return result;
}
