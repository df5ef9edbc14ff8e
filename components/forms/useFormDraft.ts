import { useCallback, useEffect, useRef } from 'react';

/** What a form keeps of itself: field name to the text typed. */
export type Draft = Record<string, string>;

/** How long typing must pause before the draft is written (ms). */
export const DRAFT_WRITE_DELAY_MS = 300;

/** The sessionStorage key of a form's draft on a page. */
export function draftKey(form: string, pathname: string): string {
  return `draft:${pathname}:${form}`;
}

/**
 * Reads a stored draft, keeping only text of the named fields: anything else (a field the form
 * no longer has, a value that is not text, JSON that does not parse) is ignored.
 * @returns the fields found, possibly none
 */
export function readDraft(stored: string | null, fields: readonly string[]): Draft {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const entries = Object.entries(parsed).filter(([name, value]) => fields.includes(name) && typeof value === 'string');
  return Object.fromEntries(entries) as Draft;
}

/** sessionStorage, or null where the browser refuses it (privacy settings, a sandboxed frame). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Stores a serialized draft under `key`, or forgets it when it holds nothing. */
function writeDraft(key: string, serialized: string): void {
  try {
    if (serialized === '{}') storage()?.removeItem(key);
    else storage()?.setItem(key, serialized);
  } catch {
    // Full or refused: the form works on without a draft.
  }
}

/**
 * Keeps what a visitor typed in a form in sessionStorage (docs/requirements.md#drafts), per form
 * and page, so a reload or a return from another app finds it again. Only the fields named in
 * `values` are kept, so a spam-check token or a honeypot never is. It is written after a pause in
 * the typing (`DRAFT_WRITE_DELAY_MS`), and at once when the page is hidden or left. Storage that is full, refused
 * or holds something else never breaks the form: the draft is then simply not kept.
 * @param form the form's name, unique on its page (e.g. 'contact')
 * @param values the fields to keep and their current text
 * @param restore called once after mounting with the stored fields, when there are any
 * @returns `clear()`: forgets the draft (after the request is accepted, or on Clear form); `filled`:
 *   some field of `values` holds text (typed, restored or filled in from the address)
 */
export function useFormDraft(form: string, values: Draft, restore: (draft: Draft) => void): { clear: () => void; filled: boolean } {
  const restored = useRef(false);
  const restoreRef = useRef(restore);
  const key = useRef<string>('');
  const fields = Object.keys(values);
  const fieldList = fields.join('\n');

  useEffect(() => {
    restoreRef.current = restore;
  });

  useEffect(() => {
    key.current = draftKey(form, window.location.pathname);
    const draft = readDraft(storage()?.getItem(key.current) ?? null, fieldList.split('\n'));
    if (Object.keys(draft).length > 0) restoreRef.current(draft);
    restored.current = true;
  }, [form, fieldList]);

  const serialized = JSON.stringify(Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim() !== '')));
  // What the page-hide flush writes, and the pending write, which clear() cancels: a draft
  // forgotten once its request is accepted must not come back from a write scheduled before.
  const latest = useRef(serialized);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    latest.current = serialized;
    if (!restored.current) return;
    pending.current = setTimeout(() => writeDraft(key.current, serialized), DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(pending.current);
  }, [serialized]);

  // A phone puts the page away (another app, a reload, a closed tab) without waiting for the
  // typing pause: write what is there at once.
  useEffect(() => {
    const flush = (event: Event) => {
      if (!restored.current || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden')) return;
      writeDraft(key.current, latest.current);
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
    };
  }, []);

  const clear = useCallback(() => {
    clearTimeout(pending.current);
    latest.current = '{}';
    writeDraft(key.current, '{}');
  }, []);
  return { clear, filled: serialized !== '{}' };
}
