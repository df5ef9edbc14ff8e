import { internationalPhone, telHref } from './shop-phone';

describe('telHref', () => {
  it('adds the US country code to a 10-digit number', () => {
    expect(telHref('(503) 555-0142')).toBe('tel:+15035550142');
  });

  it('keeps a number that already has its country code, and an extension', () => {
    expect(telHref('+1 503 555 0187')).toBe('tel:+15035550187');
    expect(telHref('503.555.0142 ext 5')).toBe('tel:+15035550142;ext=5');
  });
});

describe('internationalPhone', () => {
  it('gives a 10-digit number the US country code, and keeps one that has it', () => {
    expect(internationalPhone('(503) 555-0142')).toBe('+15035550142');
    expect(internationalPhone('+1 503 555 0187')).toBe('+15035550187');
    expect(internationalPhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses text that holds no number, naming the settings it comes from', () => {
    expect(() => internationalPhone('call us')).toThrow('"call us" is not a phone number (the phones of data/content/shop.json)');
  });
});
