/** @jest-environment node */
import { readSiteEnv, siteConfig, yearsInBusiness } from './site';

describe('site configuration', () => {
  it('runs with no configuration at all, on fictional demo content', () => {
    const env = readSiteEnv({});
    expect(env.COMPANY_NAME).toBe('Cascadia Print & Imaging');
    expect(env.COMPANY_PHONE).toMatch(/555-01\d\d$/);
    expect(env.SERVICE_PHONE).toMatch(/555-01\d\d$/);
    expect(new URL(env.UPLOAD_URL).hostname).toMatch(/example\.com$/);
  });

  it('takes values from the environment', () => {
    const env = readSiteEnv({ COMPANY_NAME: 'Rainier Reprographics', UPLOAD_URL: 'https://files.test/up' });
    expect(env.COMPANY_NAME).toBe('Rainier Reprographics');
    expect(env.UPLOAD_URL).toBe('https://files.test/up');
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => readSiteEnv({ UPLOAD_URL: 'not a url' })).toThrow(/UPLOAD_URL/);
    expect(() => readSiteEnv({ COMPANY_EMAIL: 'nobody' })).toThrow(/COMPANY_EMAIL/);
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

  it('counts the years in business from the founding year, whatever year it is', () => {
    expect(siteConfig.founded).toBe(1988);
    expect(yearsInBusiness(new Date(2026, 0, 1))).toBe(38);
    expect(yearsInBusiness(new Date(2026, 11, 31))).toBe(38);
    expect(yearsInBusiness(new Date(2027, 0, 1))).toBe(39);
    expect(yearsInBusiness(new Date(2026, 5, 1), 2000)).toBe(26);
  });

  it('states the hours of docs/requirements.md#header', () => {
    expect(siteConfig.hours.label).toBe('Monday-Friday 8am-5pm');
    expect(siteConfig.hours).toMatchObject({ opens: '08:00', closes: '17:00' });
  });
});
