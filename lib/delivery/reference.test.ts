import { REFERENCE_PATTERN } from '@/test/fixtures/requests';
import { newReference } from './reference';

describe('newReference', () => {
  it('is R-, the year and month, and four characters a caller cannot mishear', () => {
    const reference = newReference(new Date('2026-11-23T10:00:00Z'));
    expect(reference).toMatch(/^R-2611-[0-9A-Z]{4}$/);
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference.slice(7)).not.toMatch(/[ILOU]/);
  });

  it('uses the UTC month, so January follows December', () => {
    expect(newReference(new Date('2027-01-01T00:00:00Z')).slice(0, 7)).toBe('R-2701-');
    expect(newReference(new Date('2026-12-31T23:59:59Z')).slice(0, 7)).toBe('R-2612-');
  });

  it('is not a sequence: 2000 drawn in one month are almost all different', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const drawn = new Set(Array.from({ length: 2000 }, () => newReference(now)));
    // About 2 repeats are expected among 2000 of 32^4; the store draws again on a repeat.
    expect(drawn.size).toBeGreaterThan(1990);
  });
});
