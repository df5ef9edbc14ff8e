/**
 * Where a line of the site's text may break: a browser breaks '2026-12-01' or 'E-Info' at its
 * hyphens and leaves 'PM' or the '1' of 'Addendum 1' alone on a line, which reads as a different
 * value (the plan room's bid dates, app/bidsets/page.tsx; the content's rich text,
 * components/content/RichText.tsx, and its titles, components/ui/UnbrokenHyphens.tsx).
 */

/** A no-break space: the two words around it stay on one line. */
const NO_BREAK_SPACE = '\u00a0';

/** Spaces where a line may break: every white space but the no-break space. */
const BREAKING_SPACE = /[^\S\u00a0]+/;

/**
 * The text with its last word joined to the one before by a no-break space when it is short:
 * 'Addendum 1' and '11:00 AM' never end a line before their last word. Runs of spaces become one.
 * @param text any text; an empty or one-word text comes back trimmed
 * @param maxLength the longest last word joined (characters, 3 by default: a number, AM or PM)
 */
export function joinShortLastWord(text: string, maxLength = 3): string {
  const words = text.trim().split(BREAKING_SPACE);
  if (words.length < 2 || words.at(-1)!.length > maxLength) return words.join(' ');
  return `${words.slice(0, -1).join(' ')}${NO_BREAK_SPACE}${words.at(-1)}`;
}

/**
 * The words of a text, for a column that breaks lines only between them: each word is to be shown
 * whole (`white-space: nowrap`), its short last word joined to the one before (joinShortLastWord).
 * @returns no word for an empty text; '2026-12-01 11:00 AM' gives '2026-12-01' and '11:00 AM'
 */
export function unbrokenWords(text: string): string[] {
  const joined = joinShortLastWord(text);
  return joined ? joined.split(BREAKING_SPACE) : [];
}

/** The longest hyphenated word kept on one line (characters): 'Monday-Friday' (13) may break. */
export const SHORT_HYPHENATED_LENGTH = 12;

/**
 * A word of letters and digits joined by hyphens, a dot only inside a part: 'E-Info', '8am-5pm',
 * '15.6-inch', never the full stop after it.
 */
export const HYPHENATED_WORD =
  /(?<![\p{L}\p{N}.-])[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*(?:-[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*)+(?![\p{L}\p{N}-])/gu;

/** A stretch of text: `whole` when it is to be shown on one line (`white-space: nowrap`). */
export interface TextRun {
  text: string;
  whole: boolean;
}

/**
 * The text cut where its short hyphenated words begin and end, so that each can be kept on one
 * line: a line that ends in 'E-' or '8am-' reads as another word, and one that ends in '36-' leaves
 * 'in' alone on the next. A word longer than SHORT_HYPHENATED_LENGTH may break at a hyphen, as
 * prose does, so a phone's line never has to hold a long one.
 * @param text any text
 * @returns its runs in order, which joined give the text back; one free run when nothing is kept
 *   whole (an empty text gives none)
 */
export function shortHyphenatedRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of text.matchAll(HYPHENATED_WORD)) {
    if (match[0].length > SHORT_HYPHENATED_LENGTH) continue;
    if (match.index > from) runs.push({ text: text.slice(from, match.index), whole: false });
    runs.push({ text: match[0], whole: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), whole: false });
  return runs;
}
