import { actionOutcome, availableActions } from './requests';

describe('availableActions', () => {
  const delivery = { kind: 'contact' } as never;
  it.each([
    ['pending', { resend: true, arrived: false, redirect: true }],
    ['failed', { resend: true, arrived: false, redirect: true }],
    ['unknown', { resend: false, arrived: true, redirect: false }],
    ['sent', { resend: false, arrived: false, redirect: false }],
    ['kept', { resend: false, arrived: false, redirect: false }],
    ['sending', { resend: false, arrived: false, redirect: false }],
  ] as const)('offers for a %s request %j', (state, expected) => {
    expect(availableActions({ state, channel: 'mail', delivery })).toEqual(expected);
  });

  it('offers no other mailbox once the personal fields were deleted', () => {
    expect(availableActions({ state: 'failed', channel: 'mail', delivery: null })).toEqual({
      resend: true,
      arrived: false,
      redirect: false,
    });
  });

  it.each(['mail', 'service-gateway'] as const)('offers sending on, or to another mailbox, a request held for a check on %s', (channel) => {
    expect(availableActions({ state: 'held', channel, delivery })).toEqual({ resend: true, arrived: false, redirect: true });
    expect(availableActions({ state: 'held', channel, delivery: null })).toEqual({ resend: true, arrived: false, redirect: false });
  });

  it('offers nothing for a test call held on the hold channel', () => {
    expect(availableActions({ state: 'held', channel: 'hold', delivery })).toEqual({ resend: false, arrived: false, redirect: false });
  });
});

describe('actionOutcome', () => {
  it('reads the codes the action route sends, and nothing else', () => {
    expect(actionOutcome('sent')).toEqual({ ok: true, message: 'It was sent.' });
    expect(actionOutcome('not-waiting')?.ok).toBe(false);
    for (const code of ['constructor', 'toString', '__proto__', 'Sent', '', undefined, ['sent']])
      expect(actionOutcome(code)).toBeUndefined();
  });
});
