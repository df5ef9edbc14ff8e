import type { ServerEnv } from '@/lib/config/server';
import { database } from '@/lib/store/db';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fakes/http';
import { startFakeSmtp, type FakeSmtp } from '@/test/fakes/smtp';
import { sampleDelivery } from '@/test/fixtures/requests';
import { closeStores, STORE_OPEN_TIMEOUT_MS, storeEnv } from '@/test/store-env';
import { findByReference } from '@/test/store-helpers';
import { submitRequest } from './submit';
import { deliveryPass } from './worker';

/** A preview delivers to PREVIEW_MAILBOX only, with [PREVIEW] in the subject (docs/requirements.md#previews). */

afterAll(closeStores);

async function stateOf(env: ServerEnv, reference: string) {
  return (await findByReference(await database(env), reference))?.state;
}

describe('a preview with SMTP', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it(
    'mails a request for the sales mailbox to the preview address instead, [PREVIEW] first in the subject',
    async () => {
      const env = await storeEnv('embedded', {
        SMTP_URL: smtp.url,
        MAIL_DOMAIN: 'shop.test',
        DEPLOY_ENV: 'preview',
        PREVIEW_MAILBOX: 'qa@agency.test',
      });
      const { reference, outcome } = await submitRequest(
        { delivery: { ...sampleDelivery('visitor@builders.test'), mailbox: 'sales' } },
        env,
      );
      expect(outcome).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].to).toMatchObject({ value: [{ address: 'qa@agency.test' }] });
      expect(smtp.messages[0].subject).toBe(`[PREVIEW] Website Contact Form [${reference}]`);
      expect(await stateOf(env, reference)).toBe('sent');
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'sends to alias@MAIL_DOMAIN when PREVIEW_MAILBOX is an alias (Vercel preview)',
    async () => {
      const env = await storeEnv('embedded', {
        SMTP_URL: smtp.url,
        MAIL_DOMAIN: 'shop.test',
        VERCEL_ENV: 'preview',
        PREVIEW_MAILBOX: 'preview',
      });
      await submitRequest({ delivery: sampleDelivery('alias@builders.test') }, env);
      expect(smtp.messages.map((mail) => mail.to)).toMatchObject([{ value: [{ address: 'preview@shop.test' }] }]);
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'keeps requests in the store only when no PREVIEW_MAILBOX is set, even with a transport, and says so (kept)',
    async () => {
      const env = await storeEnv('embedded', { SMTP_URL: smtp.url, MAIL_DOMAIN: 'shop.test', DEPLOY_ENV: 'preview' });
      const { reference, outcome } = await submitRequest({ delivery: sampleDelivery('kept@builders.test') }, env);
      expect(outcome).toBe('kept');
      expect(await deliveryPass(env, { force: true })).toMatchObject({ sent: 0 });
      expect(smtp.messages).toHaveLength(0);
      expect(await stateOf(env, reference)).toBe('kept');
    },
    STORE_OPEN_TIMEOUT_MS,
  );

  it(
    'leaves a production deployment as it is: the request goes to its own mailbox',
    async () => {
      const env = await storeEnv('embedded', {
        SMTP_URL: smtp.url,
        MAIL_DOMAIN: 'shop.test',
        DEPLOY_ENV: 'production',
        PREVIEW_MAILBOX: 'qa@agency.test',
      });
      const { reference } = await submitRequest({ delivery: sampleDelivery('prod@builders.test') }, env);
      expect(smtp.messages.map((mail) => [mail.to, mail.subject])).toMatchObject([
        [{ value: [{ address: 'help@shop.test' }] }, `Website Contact Form [${reference}]`],
      ]);
    },
    STORE_OPEN_TIMEOUT_MS,
  );
});

describe('a preview with the mail gateway and the service gateway', () => {
  let gateways: FakeServer;
  beforeAll(async () => {
    gateways = await startFakeServer((_, res) => sendJson(res, 200, { statusCode: 200, id: 1 }));
  });
  afterAll(() => gateways.close());

  it(
    'mails a service call to the preview mailbox alias instead of creating it at the service gateway',
    async () => {
      const env = await storeEnv('embedded', {
        CONTACT_API_URL: `${gateways.url}/prod`,
        SCGW_URL: gateways.url,
        SCGW_API_KEY: 'key',
        DEPLOY_ENV: 'preview',
        PREVIEW_MAILBOX: 'preview',
      });
      const delivery = {
        ...sampleDelivery('caller@builders.test'),
        kind: 'service-call' as const,
        mailbox: 'service' as const,
        emailSubject: 'Service Call',
      };
      const { reference, outcome } = await submitRequest(
        { delivery, channel: 'service-gateway', serviceRequest: { equipmentId: 501, callerName: 'Avery Quinn', callDescription: 'Jams' } },
        env,
      );
      expect(outcome).toBe('sent');
      expect(gateways.requests.map((request) => request.url)).toEqual(['/prod/contactemail/']);
      expect(JSON.parse(gateways.requests[0].body)).toMatchObject({
        contact_email: 'preview',
        email_subject: `[PREVIEW] Service Call [${reference}]`,
      });
    },
    STORE_OPEN_TIMEOUT_MS,
  );
});
