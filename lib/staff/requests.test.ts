/** @jest-environment node */
import { actionsFor, outcomeNamed } from './requests';

describe('actionsFor', () => {
  const delivery = { kind: 'contact' } as never;
  it.each([
    ['pending', { resend: true, arrived: false, redirect: true }],
    ['failed', { resend: true, arrived: false, redirect: true }],
    ['unknown', { resend: false, arrived: true, redirect: false }],
    ['sent', { resend: false, arrived: false, redirect: false }],
    ['held', { resend: false, arrived: false, redirect: false }],
    ['kept', { resend: false, arrived: false, redirect: false }],
    ['sending', { resend: false, arrived: false, redirect: false }],
  ] as const)('offers for a %s request %j', (state, expected) => {
    expect(actionsFor({ state, delivery })).toEqual(expected);
  });

  it('offers no other mailbox once the personal fields were deleted', () => {
    expect(actionsFor({ state: 'failed', delivery: null })).toEqual({ resend: true, arrived: false, redirect: false });
  });
});

describe('outcomeNamed', () => {
  it('reads the codes the action route sends, and nothing else', () => {
    expect(outcomeNamed('sent')).toEqual({ ok: true, message: 'It was sent.' });
    expect(outcomeNamed('not-waiting')?.ok).toBe(false);
    for (const code of ['constructor', 'toString', '__proto__', 'Sent', '', undefined, ['sent']])
      expect(outcomeNamed(code)).toBeUndefined();
  });
});
