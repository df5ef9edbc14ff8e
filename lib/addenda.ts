/**
 * A tiny sanitizer for the `addenda` field of the plan room's bid projects (spec section 3: HTML).
 *
 * The HTML comes from another host, so it is never injected into the page. Instead it is parsed
 * into plain parts that React renders as elements and escaped text: `https:` links are kept with
 * their text, line breaks stay line breaks, and everything else becomes text (tags removed,
 * entities decoded, so `&lt;b&gt;` reads as `<b>` and can never become markup). Script and style
 * contents are dropped entirely, since their text means nothing to a visitor.
 */

/** One piece of a sanitized addenda cell, in reading order. */
export type AddendaPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'break' };

const dropped = /<!--[\s\S]*?(?:-->|$)|<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const anchor = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi;
const hrefAttribute = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** Tags that end a line in the plan room's markup; they become a break. */
const lineEnd = /<br\s*\/?>|<\/(?:p|div|li|tr|h[1-6])\s*>/gi;
/** Any other tag (a `<` not followed by a letter or `/` is text, e.g. 'due < 5pm'). */
const anyTag = /<\/?[a-z][^>]*>/gi;
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities plan-room HTML uses; unknown or invalid ones are left as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return namedEntities[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Text with its tags removed, entities decoded and whitespace collapsed. */
function plainText(html: string): string {
  return decodeEntities(html.replace(anyTag, '')).replace(/\s+/g, ' ');
}

/** The href when it is an absolute `https:` URL, else null (javascript:, http:, relative ...). */
function safeHref(attributes: string): string | null {
  const match = hrefAttribute.exec(attributes);
  const raw = match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim() : '';
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Adds the text parts of an HTML fragment that holds no anchors, splitting at line ends. */
function pushText(parts: AddendaPart[], html: string) {
  html.split(lineEnd).forEach((line, i) => {
    if (i > 0) parts.push({ kind: 'break' });
    const text = plainText(line);
    if (text) parts.push({ kind: 'text', text });
  });
}

/**
 * Parses a project's addenda HTML into parts that are safe to render as React children.
 * @param html the `addenda` string from the plan-room JSON (may be empty)
 * @returns text, `https:` links and breaks; no leading, trailing or doubled breaks, and an empty
 *   list when there is nothing to show. A link with an unsafe href is kept as its text only.
 */
export function parseAddenda(html: string): AddendaPart[] {
  const source = html.replace(dropped, '');
  const parts: AddendaPart[] = [];
  let last = 0;
  for (const match of source.matchAll(anchor)) {
    pushText(parts, source.slice(last, match.index));
    const href = safeHref(match[1]);
    const text = plainText(match[2]).trim();
    if (href) parts.push({ kind: 'link', href, text: text || href });
    else if (text) parts.push({ kind: 'text', text });
    last = match.index + match[0].length;
  }
  pushText(parts, source.slice(last));
  return tidy(parts);
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
