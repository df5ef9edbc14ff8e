import { ORDER_LIMITS } from '@/lib/schemas/order-limits';

/**
 * The quantity typed in the order form as a number, or null unless it is a whole number from
 * ORDER_LIMITS.quantityMin to ORDER_LIMITS.quantityMax (lib/schemas/order-limits.ts).
 */
export function parseQuantity(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= ORDER_LIMITS.quantityMin && quantity <= ORDER_LIMITS.quantityMax ? quantity : null;
}
