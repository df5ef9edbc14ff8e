import { isHeldForCheck } from '@/lib/store/request-queue';
import { formName, nounCount, shopTime, STATE_LABELS, stateLabel } from './format';

describe('shopTime', () => {
  it('reads a moment on the shop’s clock, with its zone', () => {
    expect(shopTime(new Date('2026-11-26T17:41:00Z'), 'America/Los_Angeles')).toBe('Nov 26, 2026, 9:41 AM PST');
    expect(shopTime(new Date('2026-07-01T07:05:00Z'), 'America/Los_Angeles')).toBe('Jul 1, 2026, 12:05 AM PDT');
  });
});

describe('nounCount', () => {
  it.each([
    [0, '0 readings'],
    [1, '1 reading'],
    [2, '2 readings'],
    [100, '100 readings'],
  ])('writes %i as %s', (count, words) => {
    expect(nounCount(count, 'reading')).toBe(words);
  });
});

describe('formName', () => {
  it('names a contact request by the form the visitor filled in, and the other kinds by theirs', () => {
    expect(formName('contact', { variant: 'quote', emailSubject: 'Website Contact Form' })).toBe('Quote');
    expect(formName('contact', { variant: 'quicksupply', emailSubject: 'Website Contact Form' })).toBe('Quick supply order');
    expect(formName('service-call', null)).toBe('Service call');
    expect(formName('order', { emailSubject: 'Sign order' })).toBe('Sign order');
  });

  it('names a contact request kept without its form by its email subject, or as a contact form once deleted', () => {
    expect(formName('contact', { emailSubject: 'Pickup Request' })).toBe('Pickup Request');
    expect(formName('contact', null)).toBe('Contact form');
  });
});

describe('stateLabel', () => {
  it('tells a request held for a check from a held test call', () => {
    for (const channel of ['mail', 'service-gateway'] as const) {
      expect(stateLabel({ state: 'held', channel })).toBe('Held: sent without the spam check, waiting for a person to check it');
      expect(isHeldForCheck({ state: 'held', channel })).toBe(true);
    }
    expect(stateLabel({ state: 'held', channel: 'hold' })).toBe('Held: a test call, kept only');
    expect(isHeldForCheck({ state: 'held', channel: 'hold' })).toBe(false);
  });

  it('words the other states as STATE_LABELS does, whatever the channel', () => {
    expect(stateLabel({ state: 'pending', channel: 'mail' })).toBe(STATE_LABELS.pending);
    expect(stateLabel({ state: 'sent', channel: 'hold' })).toBe('Sent');
    expect(isHeldForCheck({ state: 'pending', channel: 'mail' })).toBe(false);
  });

  it('names both kinds of held request where a state is named without its row', () => {
    expect(STATE_LABELS.held).toBe('Held: a test call, or waiting for a person to check it');
  });
});
