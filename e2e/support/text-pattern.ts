/**
 * A text as a RegExp source that matches it literally, for a pattern built around a text of the
 * content (the shop's name or phone, say): `literal('(503) 555-0142')` = '\(503\) 555-0142'.
 */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
