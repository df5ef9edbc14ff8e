import { normalizePhoneInput, PHONE_MESSAGES, phoneProblem, phoneSchema } from './phone';

function messageOf(value: unknown): string | undefined {
  const result = phoneSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

describe('phoneProblem', () => {
  it.each(['(206) 342-8631', '1 206 342 8631', '+1 206 342 8631', '2063428631', '206.342.8631', '  206-342-8631  '])(
    'accepts the US number %p',
    (value) => {
      expect(phoneProblem(value)).toBeUndefined();
    },
  );

  it('accepts a number that is only valid once +1 is put in front of its digits', () => {
    expect(phoneProblem('206 342 8631 x')).toBeUndefined();
  });

  it('accepts an extension and an international number written with its +', () => {
    expect(phoneProblem('206-342-8631 ext. 5')).toBeUndefined();
    expect(phoneProblem('+44 20 7946 0958')).toBeUndefined();
  });

  it('accepts the site config demo numbers: the default metadata does not know 555-01xx is fictional', () => {
    expect(phoneProblem('(503) 555-0142')).toBeUndefined();
  });

  it.each(['', '   '])('calls %p missing', (value) => {
    expect(phoneProblem(value)).toBe('required');
  });

  it.each(['abc', '+', '1'])('calls %p unparseable', (value) => {
    expect(phoneProblem(value)).toBe('unparseable');
  });

  it('calls a text of 300 digits unparseable', () => {
    expect(phoneProblem('1'.repeat(300))).toBe('unparseable');
  });

  it.each(['123', '206-342-863', '1234567890'])('calls %p parsed but not valid', (value) => {
    expect(phoneProblem(value)).toBe('invalid');
  });
});

describe('phoneSchema', () => {
  it('gives the required message for each problem', () => {
    expect(messageOf('')).toBe(PHONE_MESSAGES.required);
    expect(messageOf(undefined)).toBe('Phone number required');
    expect(messageOf('abc')).toBe('Invalid phone number');
    expect(messageOf('123')).toBe('Please enter a valid phone number');
  });

  it('outputs the normalised text the visitor typed', () => {
    expect(phoneSchema.parse('  (206)   342-8631 ')).toBe('(206) 342-8631');
    expect(normalizePhoneInput('206\r\n342 8631')).toBe('206 342 8631');
  });
});
