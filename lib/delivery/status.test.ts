import { readServerEnv } from '@/lib/config/server';
import { deliveryStatusLine } from './status';

describe('deliveryStatusLine', () => {
  it('says at start where mail goes: the gateway above SMTP, else the store only', () => {
    expect(deliveryStatusLine(readServerEnv({}))).toBe(
      'Mail: no CONTACT_API_URL or SMTP_URL, requests are kept for the shop in the store (the staff pages, /staff, list them; npm run outbox:status too once the server is stopped) and sent once a transport is configured',
    );
    // On PostgreSQL the outbox command reads the store beside the running server.
    expect(deliveryStatusLine(readServerEnv({ DATABASE_URL: 'postgres://127.0.0.1/shop' }))).toContain(
      '(the staff pages, /staff, and npm run outbox:status list them)',
    );
    expect(deliveryStatusLine(readServerEnv({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_DOMAIN: 'shop.test' }))).toMatch(
      /requests go to SMTP \(SMTP_URL\)/,
    );
    const bothTransports = readServerEnv({
      SMTP_URL: 'smtp://user:secret@127.0.0.1:25',
      MAIL_DOMAIN: 'shop.test',
      CONTACT_API_URL: 'http://127.0.0.1:1/prod',
    });
    expect(deliveryStatusLine(bothTransports)).toMatch(/requests go to the mail gateway \(CONTACT_API_URL\)/);
    expect(deliveryStatusLine(bothTransports)).not.toContain('secret');
  });

  it('says in a preview that mail goes to PREVIEW_MAILBOX only, or nowhere without one', () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:25', MAIL_DOMAIN: 'shop.test', DEPLOY_ENV: 'preview' };
    expect(deliveryStatusLine(readServerEnv({ ...smtp, PREVIEW_MAILBOX: 'qa@agency.test' }))).toBe(
      'Mail (preview): every request, service calls and orders too, goes to PREVIEW_MAILBOX qa@agency.test through SMTP (SMTP_URL) with [PREVIEW] in the subject',
    );
    expect(deliveryStatusLine(readServerEnv(smtp))).toMatch(
      /^Mail \(preview\): no PREVIEW_MAILBOX or no mail transport, requests are kept in the store only/,
    );
  });
});
