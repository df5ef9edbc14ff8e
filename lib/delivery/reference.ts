import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short reference for a request (docs/requirements.md#references): the month it came in and four
 * random characters (about a million a month), so it cannot be guessed as a sequence. The store's
 * unique constraint catches the rare repeat; the caller then draws again.
 * @param now when the request came in
 * @returns `R-`, the year and month (UTC), four random characters, e.g. R-2611-7Q4K
 */
export function newReference(now: Date = new Date()): string {
  const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  // 256 is a multiple of 32, so each character is uniform.
  const random = Array.from(randomBytes(4), (byte) => ALPHABET[byte % 32]).join('');
  return `R-${yymm}-${random}`;
}
