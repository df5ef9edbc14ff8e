import { serviceBackend } from './service-backend';

describe('serviceBackend', () => {
  const gateway = { SCGW_URL: 'https://scgw.example.com', SCGW_API_KEY: 'key' };

  it('is the one SERVICE_BACKEND names, whatever else is set', () => {
    expect(serviceBackend({ SERVICE_BACKEND: 'mail', ...gateway })).toBe('mail');
    expect(serviceBackend({ SERVICE_BACKEND: 'sandbox', SITE_URL: 'https://shop.example.com' })).toBe('sandbox');
    expect(serviceBackend({ SERVICE_BACKEND: 'gateway', ...gateway })).toBe('gateway');
  });

  it('is the gateway when it is configured', () => {
    expect(serviceBackend({ ...gateway, SITE_URL: 'https://shop.example.com' })).toBe('gateway');
    expect(serviceBackend(gateway)).toBe('gateway');
  });

  it('is mail for a deployment without a gateway, never the demo sandbox', () => {
    expect(serviceBackend({ SITE_URL: 'https://shop.example.com' })).toBe('mail');
    expect(serviceBackend({ SITE_URL: 'https://shop.example.com', SCGW_URL: 'https://scgw.example.com' })).toBe('mail');
  });

  it('keeps the sandbox for a local run with nothing configured', () => {
    expect(serviceBackend({})).toBe('sandbox');
    expect(serviceBackend({ SITE_URL: 'http://localhost:3000', SERVICE_BACKEND: '' })).toBe('sandbox');
  });

  it('refuses a name it does not know', () => {
    expect(() => serviceBackend({ SERVICE_BACKEND: 'email' })).toThrow(
      'SERVICE_BACKEND must be "gateway", "sandbox" or "mail", not "email"',
    );
  });
});
