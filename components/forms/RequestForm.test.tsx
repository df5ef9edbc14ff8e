import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RequestForm } from './RequestForm';
import { SpamCheckProvider, useSpamCheck } from './SpamCheck';

const mockLoadRecaptcha = jest.fn();

// reCAPTCHA's provider mounts once the check starts: that mount stands for its script's load.
jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: React.ReactNode }) => {
    mockLoadRecaptcha();
    return children;
  },
  useGoogleReCaptcha: () => ({ executeRecaptcha: undefined }),
}));

/** What a form shows of its check: 'waiting' until it starts. */
function CheckState() {
  return <output>{useSpamCheck().pending ? 'waiting' : 'started'}</output>;
}

/** The form as the server sends it, in the page; its field focused (or not) before it hydrates. */
async function hydrate(focusFirst: boolean) {
  const onUse = jest.fn();
  const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  const form = (
    <SpamCheckProvider recaptchaSiteKey="site-key">
      <RequestForm action="/api/x" onSubmit={onSubmit} onUse={onUse}>
        <label>
          Name <input name="name" />
        </label>
      </RequestForm>
      <CheckState />
    </SpamCheckProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  if (focusFirst) container.querySelector('input')!.focus();
  const root = await act(async () => hydrateRoot(container, form));
  const checkState = () => container.querySelector('output')!.textContent;
  return { onUse, onSubmit, container, root, checkState };
}

afterEach(() => {
  document.body.innerHTML = '';
  mockLoadRecaptcha.mockClear();
});

it('starts as if focused when a field took the focus before the form hydrated', async () => {
  const { onUse, root, checkState } = await hydrate(true);
  expect(onUse).toHaveBeenCalledTimes(1);
  expect(checkState()).toBe('started');
  expect(mockLoadRecaptcha).toHaveBeenCalled();
  act(() => root.unmount());
});

it('waits for a focus when none came before, then starts the spam check and the form on it', async () => {
  const { onUse, container, root, checkState } = await hydrate(false);
  expect(onUse).not.toHaveBeenCalled();
  expect(checkState()).toBe('waiting');
  expect(mockLoadRecaptcha).not.toHaveBeenCalled();
  act(() => container.querySelector('input')!.focus());
  expect(onUse).toHaveBeenCalledTimes(1);
  expect(checkState()).toBe('started');
  expect(mockLoadRecaptcha).toHaveBeenCalled();
  act(() => root.unmount());
});

it('starts on a send that came without a focus, before the form handles it', async () => {
  const { onUse, onSubmit, container, root, checkState } = await hydrate(false);
  act(() => fireEvent.submit(container.querySelector('form')!));
  expect(onUse).toHaveBeenCalledTimes(1);
  expect(onUse.mock.invocationCallOrder[0]).toBeLessThan(onSubmit.mock.invocationCallOrder[0]);
  expect(checkState()).toBe('started');
  act(() => root.unmount());
});
