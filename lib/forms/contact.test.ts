import { composeDesc, contactFieldsSchema, contactRequestSchema, contactSchemaFor, type ContactFieldsInput } from './contact';
import { contactVariantSpecs } from './contact-fields';

const valid: ContactFieldsInput = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(206) 342-8631',
  subject: 'Plotter paper',
  when: 'Mornings',
  message: 'Please call me about a 36 inch roll order.',
};

/** The first message for `field` when `field` is set to `value`, or undefined when valid. */
function errorFor(field: keyof ContactFieldsInput, value: unknown, variant: Parameters<typeof contactSchemaFor>[0] = 'default') {
  const result = contactSchemaFor(variant).safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const text = (length: number) => 'a'.repeat(length);

describe('contact fields', () => {
  it('accepts a complete request and trims what it keeps', () => {
    const data = contactFieldsSchema.parse({ ...valid, name: '  Dana Whitfield  ', message: ` ${valid.message}\n` });
    expect(data.name).toBe('Dana Whitfield');
    expect(data.message).toBe(valid.message);
  });

  it('name: 5 to 100 characters, trimmed', () => {
    expect(errorFor('name', text(4))).toBe('Please enter your full name');
    expect(errorFor('name', `  ${text(4)}  `)).toBe('Please enter your full name');
    expect(errorFor('name', text(5))).toBeUndefined();
    expect(errorFor('name', text(100))).toBeUndefined();
    expect(errorFor('name', text(101))).toBe('Please use at most 100 characters');
    expect(errorFor('name', undefined)).toBe('Please enter your full name');
  });

  it('email: valid and at most 100 characters', () => {
    const email100 = `${text(50)}@${'b'.repeat(45)}.com`;
    expect(email100).toHaveLength(100);
    expect(errorFor('email', email100)).toBeUndefined();
    expect(errorFor('email', `a${email100}`)).toBe('Please enter a valid email address');
    expect(errorFor('email', ' dana@example.com ')).toBeUndefined();
    for (const bad of ['', 'dana', 'dana@', '@example.com', 'dana@example', 'dana @example.com', 'dana@@example.com']) {
      expect(errorFor('email', bad)).toBe('Please enter a valid email address');
    }
  });

  it('phone: the three required messages', () => {
    for (const good of ['(206) 342-8631', '1 206 342 8631', '+1 206 342 8631', '2063428631']) {
      expect(errorFor('phone', good)).toBeUndefined();
    }
    expect(errorFor('phone', '')).toBe('Phone number required');
    expect(errorFor('phone', 'abc')).toBe('Invalid phone number');
    expect(errorFor('phone', '123')).toBe('Please enter a valid phone number');
  });

  it('message: 10 to 5000 characters', () => {
    expect(errorFor('message', text(9))).toBe('Please enter a more detailed message');
    expect(errorFor('message', text(10))).toBeUndefined();
    expect(errorFor('message', text(5000))).toBeUndefined();
    expect(errorFor('message', text(5001))).toBe('Please use at most 5000 characters');
    expect(errorFor('message', 'line one\nline two')).toBeUndefined();
  });

  it('subject: 1 to 100 characters', () => {
    expect(errorFor('subject', '')).toBe('This field is required');
    expect(errorFor('subject', '   ')).toBe('This field is required');
    expect(errorFor('subject', 'a')).toBeUndefined();
    expect(errorFor('subject', text(100))).toBeUndefined();
    expect(errorFor('subject', text(101))).toBe('Please use at most 100 characters');
  });

  it('when: optional, at most 100 characters', () => {
    expect(errorFor('when', undefined)).toBeUndefined();
    expect(errorFor('when', '')).toBeUndefined();
    expect(errorFor('when', text(100))).toBeUndefined();
    expect(errorFor('when', text(101))).toBe('Please use at most 100 characters');
  });

  it.each(['name', 'email', 'phone', 'subject', 'when'] as const)('refuses a line break in %s', (field) => {
    expect(errorFor(field, 'Dana\r\nBcc: x@example.com')).toBe('Please keep this on one line');
    expect(errorFor(field, `${valid[field]}\n`)).toBe('Please keep this on one line');
    expect(errorFor(field, `${valid[field]}\r`)).toBe('Please keep this on one line');
  });

  it.each(['name', 'email', 'phone', 'subject', 'when'] as const)(
    'refuses the other line breaks in %s: VT, FF, NEL, the line and paragraph separators',
    (field) => {
      for (const lineBreak of ['\v', '\f', '\u0085', '\u2028', '\u2029']) {
        expect([lineBreak, errorFor(field, `Dana${lineBreak}Whitfield`)]).toEqual([lineBreak, 'Please keep this on one line']);
      }
    },
  );

  /** A name with `char` in it: what the name field says of it (undefined: accepted). */
  const withChar = (code: number) => errorFor('name', `Dana ${String.fromCharCode(code)} Whitfield`);
  const control = 'Please remove tabs and invisible control characters';

  it('refuses C0 and C1 control characters, tab and DEL included, at both ends of each range', () => {
    for (const code of [0x00, 0x01, 0x08, 0x09, 0x0e, 0x1f, 0x7f, 0x80, 0x84, 0x86, 0x9f]) {
      expect([code.toString(16), withChar(code)]).toEqual([code.toString(16), control]);
    }
    for (const code of [0x20, 0x7e, 0xa0, 0xe9]) expect([code.toString(16), withChar(code)]).toEqual([code.toString(16), undefined]);
  });

  it('refuses the bidi overrides and isolates (U+202A-U+202E, U+2066-U+2069), and takes their neighbours', () => {
    for (const code of [0x202a, 0x202c, 0x202e, 0x2066, 0x2069]) {
      expect([code.toString(16), withChar(code)]).toEqual([code.toString(16), control]);
    }
    for (const code of [0x2027, 0x202f, 0x2065, 0x206a])
      expect([code.toString(16), withChar(code)]).toEqual([code.toString(16), undefined]);
  });

  it.each(['email', 'phone', 'subject', 'when'] as const)('refuses control characters in %s too', (field) => {
    expect(errorFor(field, `${valid[field]}\t`)).toBe(control);
    expect(errorFor(field, `\u202E${valid[field]}`)).toBe(control);
  });

  it('takes tabs, line breaks and bidi marks in the message, the free text', () => {
    expect(errorFor('message', 'Line one\r\n\tLine two \u202E \u2028 \u0085 done')).toBeUndefined();
  });

  it.each(['name', 'subject'] as const)('refuses an RFC 2047 encoded word in %s, which goes into a mail header', (field) => {
    const encoded = 'Please remove the "=?…?=" code';
    expect(errorFor(field, '=?utf-8?b?QmNjOiB4QGV2aWwudGVzdA==?=')).toBe(encoded);
    expect(errorFor(field, 'Dana =?ISO-8859-1?Q?Whitfield?= Jr')).toBe(encoded);
    expect(errorFor(field, 'Ann =????=')).toBe(encoded);
    // Not an encoded word: one question mark short, or not closed.
    expect(errorFor(field, 'Dana =?utf-8?Whitfield?=')).toBeUndefined();
    expect(errorFor(field, 'Dana =?utf-8?q?Whitfield')).toBeUndefined();
    expect(errorFor(field, 'Is 2+2=? Yes ?=')).toBeUndefined();
  });

  it('takes an encoded word where it goes into no header: the best time to call, the message', () => {
    expect(errorFor('when', '=?utf-8?q?noon?=')).toBeUndefined();
    expect(errorFor('message', 'See =?utf-8?q?this?= in the old mail.')).toBeUndefined();
  });

  it('basic variant: only name, email and phone are checked and kept', () => {
    const data = contactSchemaFor('basic').parse({ ...valid, subject: '', message: 'short' });
    expect(data).toEqual({ name: valid.name, email: valid.email, phone: valid.phone });
    expect(errorFor('name', text(4), 'basic')).toBe('Please enter your full name');
  });

  it('every other variant requires subject and message', () => {
    for (const variant of ['default', 'quote', 'quicksupply', 'pickup', 'repair'] as const) {
      expect(errorFor('subject', '', variant)).toBe('This field is required');
      expect(errorFor('message', 'short', variant)).toBe('Please enter a more detailed message');
    }
  });
});

describe('contactRequestSchema', () => {
  it('applies the defaults: mailbox help, subject tag Website Contact Form, variant default', () => {
    const data = contactRequestSchema.parse(valid);
    expect(data).toMatchObject({ variant: 'default', contact_email: 'help', email_subject: 'Website Contact Form' });
  });

  it('accepts the four mailbox aliases and nothing else', () => {
    for (const alias of ['help', 'sales', 'service', 'xreq']) {
      expect(contactRequestSchema.safeParse({ ...valid, contact_email: alias }).success).toBe(true);
    }
    for (const other of ['admin', 'help@example.com', '']) {
      const result = contactRequestSchema.safeParse({ ...valid, contact_email: other });
      expect(result.error?.issues[0]).toMatchObject({ path: ['contact_email'], message: 'Unknown mailbox' });
    }
  });

  it('email_subject: one line, at most 100 characters', () => {
    expect(contactRequestSchema.safeParse({ ...valid, email_subject: text(100) }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, email_subject: text(101) }).success).toBe(false);
    const injected = contactRequestSchema.safeParse({ ...valid, email_subject: 'Quote\r\nBcc: x@example.com' });
    expect(injected.error?.issues[0]).toMatchObject({ path: ['email_subject'], message: 'Please keep this on one line' });
    for (const [subject, message] of [
      ['Quote\u2028Bcc: x@example.com', 'Please keep this on one line'],
      ['Quote\u0007', 'Please remove tabs and invisible control characters'],
      ['\u202Eetouq', 'Please remove tabs and invisible control characters'],
      ['=?utf-8?q?Invoice_overdue?=', 'Please remove the "=?…?=" code'],
    ]) {
      const refused = contactRequestSchema.safeParse({ ...valid, email_subject: subject });
      expect(refused.error?.issues[0]).toMatchObject({ path: ['email_subject'], message });
    }
  });

  it('keeps token, v2 and the honeypot; refuses v2 other than true', () => {
    const data = contactRequestSchema.parse({ ...valid, token: 'tok', v2: true, website: '' });
    expect(data).toMatchObject({ token: 'tok', v2: true, website: '' });
    expect(contactRequestSchema.safeParse({ ...valid, v2: false }).success).toBe(false);
  });

  it('applies the rules of the variant it names', () => {
    const basic = contactRequestSchema.parse({ variant: 'basic', name: valid.name, email: valid.email, phone: valid.phone, subject: 'x' });
    expect(basic).not.toHaveProperty('subject');
    expect(contactRequestSchema.safeParse({ ...valid, variant: 'repair', message: 'short' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...valid, variant: 'unknown' }).success).toBe(false);
  });
});

describe('composeDesc', () => {
  it('labels subject, best time to call and message', () => {
    expect(composeDesc({ subject: 'Plotter paper', when: 'Mornings', message: 'Two rolls.\nThanks' })).toBe(
      'Subject: Plotter paper\nBest Time to Call: Mornings\nMessage:\nTwo rolls.\nThanks',
    );
  });

  it("uses the variant's labels and skips empty fields", () => {
    expect(composeDesc({ subject: 'HP T1700', when: '', message: 'Banding on prints.' }, 'repair')).toBe(
      'Machine Make and Model: HP T1700\nDescription of the Problem:\nBanding on prints.',
    );
    expect(composeDesc({ subject: 'Acme Builders', when: 'Acme', message: 'Ten boxes of toner.' }, 'quicksupply')).toBe(
      'Company Name: Acme Builders\nBest Time to Call: Acme\nSupplies to Order:\nTen boxes of toner.',
    );
    expect(composeDesc({ subject: 'ignored', message: 'ignored too' }, 'basic')).toBe('');
  });
});

describe('contactVariantSpecs', () => {
  const labels = (variant: keyof typeof contactVariantSpecs) =>
    Object.values(contactVariantSpecs[variant].fields).map((field) => field.label);

  it('holds the exact labels of every variant', () => {
    expect(labels('default')).toEqual(['Name', 'Email', 'Phone', 'Subject', 'Best Time to Call', 'Message']);
    expect(labels('quote')).toEqual(labels('default'));
    expect(labels('quicksupply')).toEqual(['Name', 'Email', 'Phone', 'Company Name', 'Best Time to Call', 'Supplies to Order']);
    expect(labels('pickup')).toEqual(['Contact Name', 'Email', 'Phone', 'Company Name', 'Best Time to Call', 'Notes about Pickup']);
    expect(labels('repair')).toEqual(['Name', 'Email', 'Phone', 'Machine Make and Model', 'Company Name', 'Description of the Problem']);
    expect(labels('basic')).toEqual(['Name', 'Email', 'Phone']);
  });

  it('headings: quote fixed, basic none', () => {
    expect(contactVariantSpecs.quote.heading).toBe('Request a Quote');
    expect(contactVariantSpecs.basic.heading ?? contactVariantSpecs.basic.defaultHeading).toBeUndefined();
  });
});
