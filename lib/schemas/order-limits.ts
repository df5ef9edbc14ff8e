/**
 * Spec section 5 (quantity minimum 1, step 1) and our upper bounds of a sign order, without zod:
 * the template page's order form imports these at once, and lib/schemas/order.ts (the schema the
 * server checks orders with) would bring zod and the template data into the page's first
 * JavaScript (issue 6, 'JavaScript budgets').
 */
export const ORDER_LIMITS = {
  quantityMin: 1,
  quantityMax: 500,
  instructionsMax: 1000,
} as const;
