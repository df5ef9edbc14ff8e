/**
 * The limits and choices of a sign order (docs/requirements.md#sign-orders, #limits), without zod:
 * the template page's order form imports these at once, while lib/forms/order.ts (the schema
 * built on them) loads only when the form is first checked (docs/requirements.md#speed).
 */
export const ORDER_LIMITS = {
  quantityMin: 1,
  quantityMax: 500,
  instructionsMax: 1000,
} as const;

/**
 * A quantity as typed into the order form, as a number: one to three digits (spaces around them
 * are dropped) from quantityMin to quantityMax; undefined for anything else ('', '0', '501', '2.5',
 * '1e2'). The form's schema (lib/forms/order.ts) and its quantity stepper read it the same way.
 */
export function typedQuantity(text: string): number | undefined {
  const digits = text.trim();
  if (!/^\d{1,3}$/.test(digits)) return undefined;
  const quantity = Number(digits);
  return quantity >= ORDER_LIMITS.quantityMin && quantity <= ORDER_LIMITS.quantityMax ? quantity : undefined;
}

/** Sign styles offered on every template page. */
export const ORDER_STYLES = ['Poster', 'Flyer', 'Window Cling', 'Sticker', 'Banner'] as const;
/** Materials offered on every template page. */
export const ORDER_MATERIALS = ['Glossy Poster', 'Matte Poster', 'Foam Board', 'Gator Board'] as const;
