import { z } from 'zod';
import { ORDER_MESSAGES, orderFormSchema, orderShapeSchema, paypalOrderIdSchema } from './order';
import { typedQuantity } from './order-limits';

const valid = { templateId: 3, style: 'Window Cling', material: 'Foam Board', size: '17x22', quantity: 3, instructions: 'Round corners' };

function fieldErrors(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors as Record<string, string[]>;
}

describe('orderShapeSchema', () => {
  it('takes an order of a template id, style, material, size and quantity', () => {
    expect(orderShapeSchema.parse(valid)).toEqual(valid);
  });

  it('knows no catalogue: any template id and size of the right shape pass (the server checks them)', () => {
    expect(orderShapeSchema.parse({ ...valid, templateId: 14, size: '24x36' })).toEqual({ ...valid, templateId: 14, size: '24x36' });
  });

  it('drops what is not part of an order, such as an amount sent by the client', () => {
    expect(orderShapeSchema.parse({ ...valid, amount: '0.01', price: 1 })).toEqual(valid);
  });

  it('defaults the instructions to none', () => {
    expect(orderShapeSchema.parse({ ...valid, instructions: undefined }).instructions).toBe('');
  });

  it.each([-1, 1.5, '3', null])('refuses template %p', (templateId) => {
    expect(fieldErrors(orderShapeSchema, { ...valid, templateId }).templateId).toEqual([ORDER_MESSAGES.template]);
  });

  it('refuses a style or material that is not offered', () => {
    const errors = fieldErrors(orderShapeSchema, { ...valid, style: 'Mural', material: 'Canvas' });
    expect(errors.style).toEqual([ORDER_MESSAGES.style]);
    expect(errors.material).toEqual([ORDER_MESSAGES.material]);
  });

  it.each([0, 501, 2.5, -3, '3', Number.POSITIVE_INFINITY])('refuses quantity %p', (quantity) => {
    expect(fieldErrors(orderShapeSchema, { ...valid, quantity }).quantity).toEqual([ORDER_MESSAGES.quantity]);
  });

  it('takes quantities 1 and 500, the bounds', () => {
    expect(orderShapeSchema.parse({ ...valid, quantity: 1 }).quantity).toBe(1);
    expect(orderShapeSchema.parse({ ...valid, quantity: 500 }).quantity).toBe(500);
  });

  it('takes 1000 characters of instructions and refuses 1001', () => {
    expect(orderShapeSchema.parse({ ...valid, instructions: 'x'.repeat(1000) }).instructions).toHaveLength(1000);
    expect(fieldErrors(orderShapeSchema, { ...valid, instructions: 'x'.repeat(1001) }).instructions).toEqual([ORDER_MESSAGES.instructions]);
  });
});

describe('orderFormSchema', () => {
  const typed = { style: 'Poster', material: 'Glossy Poster', size: '8.5x11', quantity: '3', instructions: '' };

  it('reads the quantity as typed into a number', () => {
    expect(orderFormSchema.parse({ ...typed, quantity: ' 42 ' }).quantity).toBe(42);
    expect(orderFormSchema.parse({ ...typed, quantity: '500' }).quantity).toBe(500);
  });

  it.each(['', '0', '501', '2.5', '-1', '1e2', 'abc', '1000'])('refuses quantity %p with a sentence', (quantity) => {
    expect(fieldErrors(orderFormSchema, { ...typed, quantity }).quantity).toEqual([`${ORDER_MESSAGES.quantity}.`]);
  });
});

describe('typedQuantity', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [' 42 ', 42],
    ['499', 499],
    ['500', 500],
  ])('reads %p as %p', (text, quantity) => {
    expect(typedQuantity(text)).toBe(quantity);
  });

  it.each(['', ' ', '0', '501', '1000', '2.5', '3.0', '-1', '1e2', 'abc'])('takes %p for no quantity', (text) => {
    expect(typedQuantity(text)).toBeUndefined();
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
