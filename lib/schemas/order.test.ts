/** @jest-environment node */
import { z } from 'zod';
import { ORDER_MESSAGES, orderRequestSchema, paypalOrderIdSchema } from './order';

const valid = { templateId: 3, style: 'Window Cling', material: 'Foam Board', size: '17x22', quantity: 3, instructions: 'Round corners' };

function fieldErrors(body: unknown) {
  const result = orderRequestSchema.safeParse(body);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors as Record<string, string[]>;
}

describe('orderRequestSchema', () => {
  it('takes an order of a known template, style, material, size and quantity', () => {
    expect(orderRequestSchema.parse(valid)).toEqual(valid);
  });

  it('drops what is not part of an order, such as an amount sent by the client', () => {
    expect(orderRequestSchema.parse({ ...valid, amount: '0.01', price: 1 })).toEqual(valid);
  });

  it('defaults the instructions to none', () => {
    expect(orderRequestSchema.parse({ ...valid, instructions: undefined }).instructions).toBe('');
  });

  it.each([14, -1, 1.5, '3', null])('refuses template %p', (templateId) => {
    expect(fieldErrors({ ...valid, templateId }).templateId).toEqual([ORDER_MESSAGES.template]);
  });

  it('refuses a style or material that is not offered', () => {
    const errors = fieldErrors({ ...valid, style: 'Mural', material: 'Canvas' });
    expect(errors.style).toEqual([ORDER_MESSAGES.style]);
    expect(errors.material).toEqual([ORDER_MESSAGES.material]);
  });

  it('refuses a size the template does not come in', () => {
    expect(fieldErrors({ ...valid, size: '24x36' })).toEqual({ size: [ORDER_MESSAGES.size] });
  });

  it.each([0, 501, 2.5, -3, '3', Number.POSITIVE_INFINITY])('refuses quantity %p', (quantity) => {
    expect(fieldErrors({ ...valid, quantity }).quantity).toEqual([ORDER_MESSAGES.quantity]);
  });

  it('takes quantities 1 and 500, the bounds', () => {
    expect(orderRequestSchema.parse({ ...valid, quantity: 1 }).quantity).toBe(1);
    expect(orderRequestSchema.parse({ ...valid, quantity: 500 }).quantity).toBe(500);
  });

  it('takes 1000 characters of instructions and refuses 1001', () => {
    expect(orderRequestSchema.parse({ ...valid, instructions: 'x'.repeat(1000) }).instructions).toHaveLength(1000);
    expect(fieldErrors({ ...valid, instructions: 'x'.repeat(1001) }).instructions).toEqual([ORDER_MESSAGES.instructions]);
  });
});

describe('paypalOrderIdSchema', () => {
  it('takes PayPal order ids and refuses anything that could escape a path', () => {
    expect(paypalOrderIdSchema.safeParse('5O190127TN364715T').success).toBe(true);
    for (const id of ['../../etc/passwd', 'abc', '5O190127TN364715T/capture', '']) {
      expect(paypalOrderIdSchema.safeParse(id).success).toBe(false);
    }
  });
});
