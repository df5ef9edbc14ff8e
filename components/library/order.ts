/** Quantity limits of the template order form (spec: minimum 1, step 1, default 1). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 500;

/**
 * The quantity typed in the order form as a number, or null unless it is a whole number from
 * MIN_QUANTITY to MAX_QUANTITY.
 */
export function parseQuantity(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY ? quantity : null;
}

/** A price in US dollars as shown on the order form: '$10', or '$7.50' when it has cents. */
export function formatPrice(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
