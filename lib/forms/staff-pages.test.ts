import { monthSchema, requestActionSchema, requestFilterSchema } from './staff-pages';

describe('requestFilterSchema', () => {
  it('keeps the filters that parse and drops the others, never failing', () => {
    expect(
      requestFilterSchema.parse({ kind: 'service-call', state: 'failed', from: '2026-11-01', to: '2026-11-30', q: ' R-2611 ' }),
    ).toEqual({
      kind: 'service-call',
      state: 'failed',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'R-2611',
    });
    expect(
      requestFilterSchema.parse({ kind: 'letter', state: 'sending', from: '11/01/2026', to: ['2026-11-30'], q: 'x'.repeat(101) }),
    ).toEqual({});
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-13-01', false],
  ])('a day received of %s is kept: %s', (day, kept) => {
    expect(requestFilterSchema.parse({ from: day, to: day })).toEqual(kept ? { from: day, to: day } : {});
  });

  it('takes a search of 100 characters, not 101', () => {
    expect(requestFilterSchema.parse({ q: 'x'.repeat(100) }).q).toHaveLength(100);
    expect(requestFilterSchema.parse({ q: 'x'.repeat(101) }).q).toBeUndefined();
  });
});

describe('monthSchema', () => {
  it.each(['2026-01', '2026-12'])('takes %s', (month) => expect(monthSchema.safeParse(month).success).toBe(true));
  it.each(['2026-00', '2026-13', '2026-1', '202611', '2026-11-01'])('refuses %s', (month) =>
    expect(monthSchema.safeParse(month).success).toBe(false),
  );
});

describe('requestActionSchema', () => {
  it('reads the three actions of a request’s page', () => {
    expect(requestActionSchema.parse({ action: 'resend' })).toEqual({ action: 'resend' });
    expect(requestActionSchema.parse({ action: 'arrived' })).toEqual({ action: 'arrived' });
    expect(requestActionSchema.parse({ action: 'redirect', mailbox: 'sales' })).toEqual({
      action: 'redirect',
      mailbox: 'sales',
      transport: 'configured',
    });
    expect(requestActionSchema.parse({ action: 'redirect', mailbox: 'service', transport: 'smtp' })).toEqual({
      action: 'redirect',
      mailbox: 'service',
      transport: 'smtp',
    });
  });

  it('refuses a mailbox that is not one of the shop’s aliases, and unknown actions', () => {
    expect(requestActionSchema.safeParse({ action: 'redirect', mailbox: 'attacker@example.com' }).success).toBe(false);
    expect(requestActionSchema.safeParse({ action: 'redirect', mailbox: 'help', transport: 'fax' }).success).toBe(false);
    expect(requestActionSchema.safeParse({ action: 'delete' }).success).toBe(false);
  });
});
