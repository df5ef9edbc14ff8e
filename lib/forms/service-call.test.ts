import {
  composeCallerName,
  equipmentRecordSchema,
  lookupNumberSchema,
  serviceCallFieldsSchema,
  serviceCallRequestSchema,
  toEquipment,
  type ServiceCallRequestInput,
} from './service-call';

const valid: ServiceCallRequestInput = {
  equipmentId: 10452,
  lookup: { by: 'equipment', number: 'EQ-10452' },
  name: 'Dana Whitfield',
  phone: '(206) 342-8631',
  email: 'dana@example.com',
  message: 'The plotter jams on every roll change.',
  token: 'tok',
};

/** The first message for `field` when it is set to `value`; undefined when the request is valid. */
function errorFor(field: keyof ServiceCallRequestInput, value: unknown) {
  const result = serviceCallRequestSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? result.error.issues[0].message;
}

describe('lookup numbers', () => {
  it.each(['EQ-10452', '7', 'a'.repeat(32), 'C-2001-b', '  EQ-1  '])('accepts %p', (value) => {
    expect(lookupNumberSchema.safeParse(value).success).toBe(true);
  });

  it('trims what it keeps', () => {
    expect(lookupNumberSchema.parse('  EQ-1 ')).toBe('EQ-1');
  });

  it.each(['', '   ', 'a'.repeat(33), 'EQ 1', 'EQ_1', 'EQ/1', '1&apikey=x', 'EQ\n1', 'ÉQ-1'])('refuses %p', (value) => {
    expect(lookupNumberSchema.safeParse(value).success).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(lookupNumberSchema.safeParse(42).success).toBe(false);
    expect(lookupNumberSchema.safeParse(undefined).success).toBe(false);
  });
});

describe('the service call request', () => {
  it('accepts a complete request, with or without test, and trims the message', () => {
    expect(serviceCallRequestSchema.parse({ ...valid, message: `  ${valid.message}\n` }).message).toBe(valid.message);
    expect(serviceCallRequestSchema.parse({ ...valid, test: true }).test).toBe(true);
    expect(serviceCallRequestSchema.parse({ ...valid, equipmentId: 'EQ-ID-7' }).equipmentId).toBe('EQ-ID-7');
  });

  it('name: at least 5 characters', () => {
    expect(errorFor('name', 'Dana')).toBe('Please enter your full name');
    expect(errorFor('name', 'Dana W')).toBeUndefined();
  });

  it('email: must be valid', () => {
    expect(errorFor('email', 'dana@')).toBe('Please enter a valid email address');
  });

  it('phone: valid as typed or with a 1 prefix (US)', () => {
    expect(errorFor('phone', '206 342 8631')).toBeUndefined();
    expect(errorFor('phone', '1 206 342 8631')).toBeUndefined();
    expect(errorFor('phone', '12063428631')).toBeUndefined();
    expect(errorFor('phone', '123')).toBe('Please enter a valid phone number');
    expect(errorFor('phone', '')).toBe('Phone number required');
  });

  it('message: 10 to 255 characters', () => {
    expect(errorFor('message', 'Jams.')).toBe('Please enter a more detailed message');
    expect(errorFor('message', 'x'.repeat(10))).toBeUndefined();
    expect(errorFor('message', 'x'.repeat(255))).toBeUndefined();
    expect(errorFor('message', 'x'.repeat(256))).toBe('Please use at most 255 characters');
  });

  it('needs the lookup; the machine it found is optional (mail mode has none) but never empty', () => {
    expect(errorFor('equipmentId', undefined)).toBeUndefined();
    expect(errorFor('equipmentId', '')).toBeDefined();
    expect(errorFor('lookup', undefined)).toBeDefined();
    expect(errorFor('lookup', { by: 'serial', number: 'EQ-1' })).toBeDefined();
    expect(errorFor('lookup', { by: 'customer', number: 'C 1' })).toBeDefined();
  });

  it('the form checks the same fields without the machine', () => {
    const { name, phone, email, message } = valid;
    expect(serviceCallFieldsSchema.safeParse({ name, phone, email, message }).success).toBe(true);
    expect(serviceCallFieldsSchema.safeParse({ name, phone, email, message: 'short' }).success).toBe(false);
  });
});

describe('composeCallerName', () => {
  it('combines the name with phone and email', () => {
    expect(composeCallerName({ name: 'Dana Whitfield', phone: '(206) 342-8631', email: 'dana@example.com' })).toBe(
      'Dana Whitfield, (206) 342-8631, dana@example.com',
    );
  });

  it('uses the validated, trimmed values', () => {
    const data = serviceCallRequestSchema.parse({ ...valid, name: '  Dana Whitfield ', phone: ' 206  342 8631 ' });
    expect(composeCallerName(data)).toBe('Dana Whitfield, 206 342 8631, dana@example.com');
  });
});

describe('equipment records', () => {
  it('maps the gateway record to our type, keeping the id type and dropping the account', () => {
    const record = equipmentRecordSchema.parse({
      EquipmentID: 10452,
      EquipmentNumber: 'EQ-10452',
      Model: 'HP DesignJet T1700',
      Description: ' 44-inch plotter ',
      Location: null,
      CustomerNumber: 'C-2001',
      InstallDate: '2021-04-01',
    });
    expect(toEquipment(record)).toEqual({
      id: 10452,
      number: 'EQ-10452',
      model: 'HP DesignJet T1700',
      description: '44-inch plotter',
      location: '',
    });
  });

  it('refuses a record without an id or number', () => {
    expect(equipmentRecordSchema.safeParse({ EquipmentNumber: 'EQ-1' }).success).toBe(false);
    expect(equipmentRecordSchema.safeParse({ EquipmentID: 1 }).success).toBe(false);
  });
});
