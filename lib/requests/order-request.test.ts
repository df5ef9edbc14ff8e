import { z } from 'zod';
import { ORDER_MESSAGES } from '@/lib/forms/order';
import { ORDER_SIZE, ORDER_TEMPLATE_ID, UNKNOWN_SIZE, UNKNOWN_TEMPLATE_ID } from '@/test/fixtures/content-samples';
import { orderRequestSchema } from './order-request';

/** An order of the repository's templates (test/fixtures/content-samples.ts). */
const valid = {
  templateId: ORDER_TEMPLATE_ID,
  style: 'Window Cling',
  material: 'Foam Board',
  size: ORDER_SIZE,
  quantity: 3,
  instructions: 'Round corners',
};

function fieldErrors(body: unknown) {
  const result = orderRequestSchema.safeParse(body);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors as Record<string, string[]>;
}

describe('orderRequestSchema', () => {
  it('takes an order of a known template in one of its sizes', () => {
    expect(orderRequestSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a template the catalogue does not have', () => {
    expect(fieldErrors({ ...valid, templateId: UNKNOWN_TEMPLATE_ID })).toEqual({ templateId: [ORDER_MESSAGES.template] });
  });

  it('refuses a size the template does not come in', () => {
    expect(fieldErrors({ ...valid, size: UNKNOWN_SIZE })).toEqual({ size: [ORDER_MESSAGES.size] });
  });

  it('reports an unknown template with the errors of the shape, field by field', () => {
    const errors = fieldErrors({
      templateId: UNKNOWN_TEMPLATE_ID,
      style: 'Mural',
      material: 'Canvas',
      size: ORDER_SIZE,
      quantity: 2.5,
      instructions: 'x'.repeat(1001),
    });
    expect(Object.keys(errors).sort()).toEqual(['instructions', 'material', 'quantity', 'style', 'templateId']);
  });

  it('reports a bad quantity and a size the template lacks together', () => {
    expect(Object.keys(fieldErrors({ ...valid, quantity: 0, size: UNKNOWN_SIZE })).sort()).toEqual(['quantity', 'size']);
  });
});
