/** @jest-environment node */
import { z } from 'zod';
import { ORDER_MESSAGES } from '@/lib/schemas/order';
import { orderRequestSchema } from './order-request';

const valid = { templateId: 3, style: 'Window Cling', material: 'Foam Board', size: '17x22', quantity: 3, instructions: 'Round corners' };

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
    expect(fieldErrors({ ...valid, templateId: 14 })).toEqual({ templateId: [ORDER_MESSAGES.template] });
  });

  it('refuses a size the template does not come in', () => {
    expect(fieldErrors({ ...valid, size: '24x36' })).toEqual({ size: [ORDER_MESSAGES.size] });
  });

  it('reports an unknown template with the errors of the shape, field by field', () => {
    const errors = fieldErrors({
      templateId: 14,
      style: 'Mural',
      material: 'Canvas',
      size: '17x22',
      quantity: 2.5,
      instructions: 'x'.repeat(1001),
    });
    expect(Object.keys(errors).sort()).toEqual(['instructions', 'material', 'quantity', 'style', 'templateId']);
  });

  it('reports a bad quantity and a size the template lacks together', () => {
    expect(Object.keys(fieldErrors({ ...valid, quantity: 0, size: '24x36' })).sort()).toEqual(['quantity', 'size']);
  });
});
