import { getTemplates } from '@/lib/content/templates';
import { ORDER_LIMITS } from '@/lib/forms/order-limits';
import { formatUsd, orderAmount, orderDescription, unitPrice } from './order-pricing';

describe('order pricing', () => {
  it.each([
    ['8.5x11', 5, '5.00'],
    ['17x22', 10, '10.00'],
    ['34x44', 19.99, '19.99'],
  ])('prices one %s print at %s USD as %s', (size, price, amount) => {
    const template = { sizes: [size], price: [price] };
    expect(unitPrice(template, size)).toBe(amount);
    expect(orderAmount(template, size, 1)).toBe(amount);
  });

  it.each([
    [5, ORDER_LIMITS.quantityMin, '5.00'],
    [5, ORDER_LIMITS.quantityMax, '2500.00'],
    [10, 3, '30.00'],
    [10, ORDER_LIMITS.quantityMax, '5000.00'],
    [20, ORDER_LIMITS.quantityMax, '10000.00'],
  ])('charges a print of %s USD times %i as %s', (price, quantity, amount) => {
    expect(orderAmount({ sizes: ['17x22'], price: [price] }, '17x22', quantity)).toBe(amount);
  });

  it('prices every template and size of the data file as its listed price times the quantity', () => {
    for (const each of getTemplates()) {
      each.sizes.forEach((size, index) => {
        expect(orderAmount(each, size, 7)).toBe((each.price[index] * 7).toFixed(2));
      });
    }
  });

  it('sums whole cents, so prices with cents never drift', () => {
    const priced = { sizes: ['11x17'], price: [0.1] };
    expect(orderAmount(priced, '11x17', 3)).toBe('0.30');
    expect(orderAmount({ sizes: ['11x17'], price: [19.99] }, '11x17', 500)).toBe('9995.00');
  });

  it('refuses a size the template does not have and a quantity that is not a whole number of at least 1', () => {
    const template = { sizes: ['8.5x11', '17x22'], price: [5, 10] };
    expect(() => unitPrice(template, '24x36')).toThrow(RangeError);
    for (const quantity of [0, -1, 2.5, Number.NaN]) {
      expect(() => orderAmount(template, '17x22', quantity)).toThrow(RangeError);
    }
  });

  it('shows amounts in dollars and describes an order in words', () => {
    expect(formatUsd('30.00')).toBe('$30.00');
    expect(orderDescription('Face Mask Required', { style: 'Window Cling', material: 'Foam Board', size: '17x22', quantity: 3 })).toBe(
      'Face Mask Required sign: Window Cling, Foam Board, 17x22, quantity 3',
    );
  });
});
