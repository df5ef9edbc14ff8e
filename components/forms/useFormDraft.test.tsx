import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DRAFT_WRITE_DELAY_MS, draftKey, readDraft, useFormDraft } from './useFormDraft';

describe('readDraft', () => {
  const fields = ['name', 'message'];

  it('keeps only text of the named fields', () => {
    expect(readDraft(JSON.stringify({ name: 'Avery', message: 'Hi', token: 'tok', website: 'x' }), fields)).toEqual({
      name: 'Avery',
      message: 'Hi',
    });
    expect(readDraft(JSON.stringify({ name: 5, message: ['a'] }), fields)).toEqual({});
  });

  it.each([null, '', 'not json', '[1,2]', 'null', '"text"', '{"name":'])('ignores %p', (stored) => {
    expect(readDraft(stored, fields)).toEqual({});
  });
});

/** A one-field form that keeps a draft, as the site's forms do. */
function NoteForm({ onClear }: { onClear?: (clear: () => void) => void }) {
  const [note, setNote] = useState('');
  const draft = useFormDraft('note', { note }, (stored) => setNote(stored.note ?? ''));
  onClear?.(draft.clear);
  return <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />;
}

const key = () => draftKey('note', window.location.pathname);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Types into the note as a visitor would, without waiting for the draft's pause. */
async function enterNote(text: string) {
  const input = screen.getByLabelText('Note') as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Types into the note, then pauses long enough for the draft to be written. */
async function typeNote(text: string) {
  await enterNote(text);
  await act(async () => {
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
  });
}

describe('useFormDraft', () => {
  it('writes what is typed after a pause, and a new mount gets it back', async () => {
    const first = render(<NoteForm />);
    await typeNote('Ten sets of plans');
    expect(JSON.parse(sessionStorage.getItem(key())!)).toEqual({ note: 'Ten sets of plans' });
    first.unmount();
    render(<NoteForm />);
    expect(screen.getByLabelText('Note')).toHaveValue('Ten sets of plans');
  });

  it('forgets the draft when the field is emptied, and on clear()', async () => {
    let clear = () => {};
    render(<NoteForm onClear={(fn) => (clear = fn)} />);
    await typeNote('x');
    expect(sessionStorage.getItem(key())).not.toBeNull();
    await typeNote('');
    expect(sessionStorage.getItem(key())).toBeNull();
    await typeNote('y');
    act(() => clear());
    expect(sessionStorage.getItem(key())).toBeNull();
  });

  it('writes at once, without the pause, when the page is left or hidden', async () => {
    render(<NoteForm />);
    await enterNote('Left mid-sentence');
    expect(sessionStorage.getItem(key())).toBeNull();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(sessionStorage.getItem(key())!)).toEqual({ note: 'Left mid-sentence' });

    await enterNote('Switched apps');
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockRestore();
    expect(JSON.parse(sessionStorage.getItem(key())!)).toEqual({ note: 'Switched apps' });
  });

  it('stays forgotten after clear(): neither a write scheduled before nor leaving the page brings it back', async () => {
    let clear = () => {};
    render(<NoteForm onClear={(fn) => (clear = fn)} />);
    await enterNote('Sent already');
    act(() => clear());
    await act(async () => {
      jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    });
    expect(sessionStorage.getItem(key())).toBeNull();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(sessionStorage.getItem(key())).toBeNull();
  });

  it('works on without a draft where the browser refuses storage', async () => {
    const getter = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    render(<NoteForm />);
    await typeNote('still typing');
    expect(screen.getByLabelText('Note')).toHaveValue('still typing');
    getter.mockRestore();
  });

  it('ignores a corrupt draft', () => {
    sessionStorage.setItem(key(), '{"note":');
    render(<NoteForm />);
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });
});
