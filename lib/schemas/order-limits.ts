/**
 * The limits and choices of a sign order (docs/requirements.md#sign-orders, #limits), without zod:
 * the template page's order form imports these at once, while lib/schemas/order.ts (the schema
 * built on them) loads only when the form is first checked (docs/requirements.md#speed).
 */
export const ORDER_LIMITS = {
  quantityMin: 1,
  quantityMax: 500,
  instructionsMax: 1000,
} as const;

/** Sign styles offered on every template page. */
export const ORDER_STYLES = ['Poster', 'Flyer', 'Window Cling', 'Sticker', 'Banner'] as const;
/** Materials offered on every template page. */
export const ORDER_MATERIALS = ['Glossy Poster', 'Matte Poster', 'Foam Board', 'Gator Board'] as const;
