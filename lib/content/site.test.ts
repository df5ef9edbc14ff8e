import { readSiteEnv } from '../config/public';
import { openingHours, openingHoursLabel, readShop } from './shop';
import { siteConfig, yearsInBusiness } from './site';

describe('site configuration', () => {
  it('runs with no configuration at all, on fictional demo content', () => {
    const env = readSiteEnv({});
    expect(new URL(env.UPLOAD_URL).hostname).toMatch(/example\.com$/);
    expect(new URL(env.PLANS_URL).hostname).toMatch(/example\.com$/);
  });

  it('takes values from the environment', () => {
    const env = readSiteEnv({ SITE_URL: 'https://rainier.test', UPLOAD_URL: 'https://files.test/up' });
    expect(env.SITE_URL).toBe('https://rainier.test');
    expect(env.UPLOAD_URL).toBe('https://files.test/up');
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => readSiteEnv({ UPLOAD_URL: 'not a url' })).toThrow(/UPLOAD_URL/);
    expect(() => readSiteEnv({ PLANS_URL: 'plans' })).toThrow(/PLANS_URL/);
  });

  it('reads bid dates in America/Los_Angeles unless SHOP_TIME_ZONE names another IANA zone', () => {
    expect(readSiteEnv({}).SHOP_TIME_ZONE).toBe('America/Los_Angeles');
    expect(readSiteEnv({ SHOP_TIME_ZONE: 'America/Denver' }).SHOP_TIME_ZONE).toBe('America/Denver');
    expect(() => readSiteEnv({ SHOP_TIME_ZONE: 'Pacific' })).toThrow(
      'SHOP_TIME_ZONE: must be an IANA time zone such as America/Los_Angeles',
    );
  });

  it('reads REQUEST_RETENTION_DAYS, which the privacy notice states, as the server does: 90 days unless set', () => {
    expect(readSiteEnv({}).REQUEST_RETENTION_DAYS).toBe(90);
    expect(readSiteEnv({ REQUEST_RETENTION_DAYS: '30' }).REQUEST_RETENTION_DAYS).toBe(30);
    expect(() => readSiteEnv({ REQUEST_RETENTION_DAYS: '0' })).toThrow(/REQUEST_RETENTION_DAYS/);
    expect(siteConfig.legal.requestRetentionDays).toBe(readSiteEnv(process.env).REQUEST_RETENTION_DAYS);
  });

  it('counts the years in business from the founding year of data/content/shop.json, whatever year it is', () => {
    expect(siteConfig.founded).toBe(readShop().founded);
    expect(yearsInBusiness(new Date(2026, 0, 1))).toBe(38);
    expect(yearsInBusiness(new Date(2026, 11, 31))).toBe(38);
    expect(yearsInBusiness(new Date(2027, 0, 1))).toBe(39);
    expect(yearsInBusiness(new Date(2026, 5, 1), 2000)).toBe(26);
  });

  it("states the shop's identity and hours as data/content/shop.json says them", () => {
    const shop = readShop();
    expect(siteConfig).toMatchObject({
      name: shop.name,
      founded: shop.founded,
      email: shop.email,
      phones: { main: shop.phone, service: shop.service_phone },
      address: { street: shop.street, city: shop.city, region: shop.region, postalCode: shop.postal_code },
    });
    expect(siteConfig.hours.label).toBe(openingHoursLabel(openingHours(shop.hours)));
  });
});
