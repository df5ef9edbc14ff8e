/** @jest-environment node */
import { parseQuantity } from './order';

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 500', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity(' 42 ')).toBe(42);
    expect(parseQuantity('500')).toBe(500);
  });

  it.each(['', '0', '501', '2.5', '-1', '1e2', 'abc', '1000'])('refuses %p', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});
