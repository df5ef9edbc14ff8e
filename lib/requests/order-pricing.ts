import type { PrintTemplate } from '@/lib/content/templates';

/**
 * The price of a sign order, the one rule the template page shows and the server charges
 * (docs/requirements.md#sign-orders, rule 3: the amount is the size's price times the quantity,
 * computed on the server). Amounts are strings with two decimals, as PayPal's Orders API takes them; the sums are
 * done in whole cents so no floating-point rounding reaches a price.
 */

/** Currency of every price in data/templates.json and of every order. */
export const ORDER_CURRENCY = 'USD';

type Priced = Pick<PrintTemplate, 'sizes' | 'price'>;

function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function sizeCents(template: Priced, size: string): number {
  const index = template.sizes.indexOf(size);
  if (index < 0) throw new RangeError(`No price for size ${size}`);
  return toCents(template.price[index]);
}

/**
 * The price of one print of a template in a size, e.g. '10.00' for 17x22.
 * @throws RangeError when the template has no such size
 */
export function unitPrice(template: Priced, size: string): string {
  return fromCents(sizeCents(template, size));
}

/**
 * The amount of an order: the size's price times the quantity, e.g. '30.00' for three 17x22.
 * @throws RangeError when the template has no such size or the quantity is not a whole number of
 *   at least 1 (the order schema bounds it further)
 */
export function orderAmount(template: Priced, size: string, quantity: number): string {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`);
  return fromCents(sizeCents(template, size) * quantity);
}

/** An amount as the page shows it: '$30.00'. */
export function formatUsd(amount: string): string {
  return `$${amount}`;
}

/**
 * What an order is, in words: the purchase unit's description at PayPal, the page's summary and
 * the subject of the shop's notification, e.g.
 * 'Face Mask Required sign: Window Cling, Foam Board, 17x22, quantity 3'.
 */
export function orderDescription(
  templateDescription: string,
  order: { style: string; material: string; size: string; quantity: number },
): string {
  return `${templateDescription} sign: ${order.style}, ${order.material}, ${order.size}, quantity ${order.quantity}`;
}
