import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RequestForm } from './RequestForm';

/** The form as the server sends it, in the page; its field focused (or not) before it hydrates. */
async function hydrate(focusFirst: boolean) {
  const onFocus = jest.fn();
  const form = (
    <RequestForm action="/api/x" onSubmit={jest.fn()} onFocus={onFocus}>
      <label>
        Name <input name="name" />
      </label>
    </RequestForm>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  if (focusFirst) container.querySelector('input')!.focus();
  const root = await act(async () => hydrateRoot(container, form));
  return { onFocus, container, root };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('starts as if focused when a field took the focus before the form hydrated', async () => {
  const { onFocus, root } = await hydrate(true);
  expect(onFocus).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
});

it('waits for a focus when none came before, then starts on it', async () => {
  const { onFocus, container, root } = await hydrate(false);
  expect(onFocus).not.toHaveBeenCalled();
  act(() => container.querySelector('input')!.focus());
  expect(onFocus).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
});
