import { z } from 'zod';
import { ORDER_LIMITS, ORDER_MATERIALS, ORDER_STYLES, typedQuantity } from './order-limits';

/**
 * The sign order request (docs/requirements.md#sign-orders): the body of `POST /api/orders`, as
 * the template page's payment widget sends it. Only its shape is checked here, from the limits of
 * lib/forms/order-limits.ts, so the browser can check it too; whether the template exists and
 * comes in the size is the server's check (lib/requests/order-request.ts). It carries what to print,
 * never a price: the server computes the amount.
 */

const { quantityMin, quantityMax, instructionsMax } = ORDER_LIMITS;

/** What a visitor (or a caller of the API) reads when a field does not fit. */
export const ORDER_MESSAGES = {
  template: 'Unknown template',
  style: `Choose a style: ${ORDER_STYLES.join(', ')}`,
  material: `Choose a material: ${ORDER_MATERIALS.join(', ')}`,
  size: 'Choose one of the sizes of this template',
  quantity: `Enter a whole number from ${quantityMin} to ${quantityMax}`,
  instructions: `Please use at most ${instructionsMax} characters`,
} as const;

const orderChoices = {
  style: z.enum(ORDER_STYLES, { error: ORDER_MESSAGES.style }),
  material: z.enum(ORDER_MATERIALS, { error: ORDER_MESSAGES.material }),
  size: z.string({ error: ORDER_MESSAGES.size }),
};
const instructions = z.string({ error: ORDER_MESSAGES.instructions }).trim().max(instructionsMax, ORDER_MESSAGES.instructions);

/** The shape of an order: what the widget sends, checked in the browser and again on the server. */
export const orderShapeSchema = z.object({
  /** Zero-based index of the template in the library's order (lib/content/templates.ts) (its page is /library/template/{id}). */
  templateId: z.number({ error: ORDER_MESSAGES.template }).int(ORDER_MESSAGES.template).min(0, ORDER_MESSAGES.template),
  ...orderChoices,
  instructions: instructions.default(''),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(quantityMin, ORDER_MESSAGES.quantity)
    .max(quantityMax, ORDER_MESSAGES.quantity),
});

/** An order as the widget sends it (instructions may be left out). */
export type OrderRequestInput = z.input<typeof orderShapeSchema>;
/** An order of the right shape; the server checks the template and its size too. */
export type OrderRequest = z.output<typeof orderShapeSchema>;

/** The order form's quantity message, a sentence under the field. */
const QUANTITY_TYPED = `${ORDER_MESSAGES.quantity}.`;

/**
 * The order form's fields (all but the template, which is the page's): the order's shape, with
 * the quantity as typed, whole digits only, in range (typedQuantity).
 */
export const orderFormSchema = z.object({
  ...orderChoices,
  instructions,
  quantity: z.string().transform((text, context) => {
    const quantity = typedQuantity(text);
    if (quantity === undefined) {
      context.addIssue({ code: 'custom', message: QUANTITY_TYPED });
      return z.NEVER;
    }
    return quantity;
  }),
});

/** The order form's fields as typed. */
export type OrderFormInput = z.input<typeof orderFormSchema>;
/** The order form's fields once checked: what the widget sends, with the template id. */
export type OrderFormOutput = z.output<typeof orderFormSchema>;

/**
 * A PayPal order id as it appears in `/api/orders/{id}/capture` (PayPal's are 17 capitals and
 * digits). Checked before the id is used in a file name or a PayPal URL.
 */
export const paypalOrderIdSchema = z.string().regex(/^[A-Z0-9]{10,36}$/, 'Not a PayPal order id');
