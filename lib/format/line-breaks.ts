/**
 * Where a narrow column may break a line of text the plan room writes (app/bidsets/page.tsx): a
 * browser breaks '2026-12-01' at its hyphens and leaves 'PM' or the '1' of 'Addendum 1' alone on a
 * line, which reads as a different value.
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
