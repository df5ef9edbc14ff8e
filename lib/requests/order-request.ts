import { getTemplates } from '@/lib/content/templates';
import { ORDER_MESSAGES, orderShapeSchema } from '@/lib/forms/order';

/**
 * The sign order request as the server takes it (docs/requirements.md#sign-orders): the shape of
 * lib/forms/order.ts, and the catalogue's checks, which only the server makes (the catalogue
 * stays out of the browser): the template exists, and comes in the size ordered.
 */
export const orderRequestSchema = orderShapeSchema
  .extend({
    templateId: orderShapeSchema.shape.templateId.refine((id) => id < getTemplates().length, ORDER_MESSAGES.template),
  })
  // An unknown template is reported on templateId already; only a known one can lack the size.
  .refine((order) => getTemplates()[order.templateId]?.sizes.includes(order.size) ?? true, {
    message: ORDER_MESSAGES.size,
    path: ['size'],
  });
