import { z } from 'zod';
import { optional, optionalString, readSettings } from './read';

describe('optional', () => {
  it('reads an unset or empty variable as unset, and holds any other value to its rule', () => {
    const port = optional(z.coerce.number().int());
    expect(port.parse(undefined)).toBeUndefined();
    expect(port.parse('')).toBeUndefined();
    expect(port.parse('8080')).toBe(8080);
    expect(port.safeParse('eighty').success).toBe(false);
    expect(optionalString.parse('')).toBeUndefined();
    expect(optionalString.parse('x')).toBe('x');
  });
});

describe('readSettings', () => {
  const schema = z.object({ SITE_URL: z.url(), MAIL_DOMAIN: optionalString, PORT: z.coerce.number().int().default(3000) });

  it('returns the parsed settings, defaults filled in', () => {
    expect(readSettings(schema, { SITE_URL: 'https://shop.test', MAIL_DOMAIN: '' }, 'server')).toEqual({
      SITE_URL: 'https://shop.test',
      MAIL_DOMAIN: undefined,
      PORT: 3000,
    });
  });

  it('names each bad variable, and which settings they are', () => {
    expect(() => readSettings(schema, { SITE_URL: 'shop', PORT: 'x' }, 'site')).toThrow(
      /^Invalid site configuration \(see \.env\.example\):\n {2}SITE_URL: .+\n {2}PORT: .+$/,
    );
  });
});
