import { z } from 'zod';
import { getTemplates, templateMaterials, templateStyles } from '@/lib/data/templates';
import { ORDER_LIMITS } from './order-limits';

/**
 * The sign order request: the body of `POST /api/orders` (issue 'Sign orders that are paid right',
 * point 2), built by the template page's payment widget and validated by the route handler with
 * this same schema. It carries what to print, never a price: the server computes the amount.
 */

const { quantityMin, quantityMax, instructionsMax } = ORDER_LIMITS;

/** What a visitor (or a caller of the API) reads when a field does not fit. */
export const ORDER_MESSAGES = {
  template: 'Unknown template',
  style: `Choose a style: ${templateStyles.join(', ')}`,
  material: `Choose a material: ${templateMaterials.join(', ')}`,
  size: 'Choose one of the sizes of this template',
  quantity: `Enter a whole number from ${quantityMin} to ${quantityMax}`,
  instructions: `Please use at most ${instructionsMax} characters`,
} as const;

export const orderRequestSchema = z
  .object({
    /** Zero-based index of the template in data/templates.json (its page is /library/template/{id}). */
    templateId: z
      .number({ error: ORDER_MESSAGES.template })
      .int(ORDER_MESSAGES.template)
      .min(0, ORDER_MESSAGES.template)
      .refine((id) => id < getTemplates().length, ORDER_MESSAGES.template),
    style: z.enum(templateStyles, { error: ORDER_MESSAGES.style }),
    material: z.enum(templateMaterials, { error: ORDER_MESSAGES.material }),
    size: z.string({ error: ORDER_MESSAGES.size }),
    quantity: z
      .number({ error: ORDER_MESSAGES.quantity })
      .int(ORDER_MESSAGES.quantity)
      .min(quantityMin, ORDER_MESSAGES.quantity)
      .max(quantityMax, ORDER_MESSAGES.quantity),
    instructions: z.string({ error: ORDER_MESSAGES.instructions }).trim().max(instructionsMax, ORDER_MESSAGES.instructions).default(''),
  })
  // An unknown template is reported on templateId already; only a known one can lack the size.
  .refine((order) => getTemplates()[order.templateId]?.sizes.includes(order.size) ?? true, {
    message: ORDER_MESSAGES.size,
    path: ['size'],
  });

/** An order as the widget sends it (instructions may be left out). */
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
/** A validated order: a known template, one of its sizes, a whole quantity in range. */
export type OrderRequest = z.output<typeof orderRequestSchema>;

/**
 * A PayPal order id as it appears in `/api/orders/{id}/capture` (PayPal's are 17 capitals and
 * digits). Checked before the id is used in a file name or a PayPal URL.
 */
export const paypalOrderIdSchema = z.string().regex(/^[A-Z0-9]{10,36}$/, 'Not a PayPal order id');
