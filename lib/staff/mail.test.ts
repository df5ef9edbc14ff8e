import { readServerEnv } from '@/lib/config/server';
import { staffStatusLine } from './mail';

const staff = { STAFF_EMAILS: 'ops@shop.test, desk@shop.test', BETTER_AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters' };

describe('staffStatusLine', () => {
  it('says the staff side is off, and names each setting it lacks', () => {
    expect(staffStatusLine(readServerEnv({}), 'http://localhost:3000')).toBe(
      'Staff: off (/staff answers that sign-in is not set up): set STAFF_EMAILS and BETTER_AUTH_SECRET (README, the staff side)',
    );
    expect(staffStatusLine(readServerEnv({ STAFF_EMAILS: 'ops@shop.test' }), 'http://localhost:3000')).toContain(
      'set BETTER_AUTH_SECRET (',
    );
  });

  it('says where staff sign in, for how many addresses, and how links reach them', () => {
    expect(
      staffStatusLine(readServerEnv({ ...staff, SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_DOMAIN: 'shop.test' }), 'https://print.example'),
    ).toBe('Staff: on for 2 address(es) at https://print.example/staff; sign-in links are mailed (SMTP_URL)');
    // jest runs as neither `next dev` nor a deployment: no link is printed.
    expect(staffStatusLine(readServerEnv(staff), 'https://print.example')).toContain('no sign-in link can be sent (no SMTP_URL)');
  });

  it('names the SITE_URL to set when this server listens on another local port than SITE_URL’s', () => {
    expect(staffStatusLine(readServerEnv(staff), 'http://localhost:3000', '3200')).toMatch(
      /; this server listens on port 3200: set SITE_URL=http:\/\/localhost:3200 to sign in here$/,
    );
    expect(staffStatusLine(readServerEnv(staff), 'http://localhost:3000', '3000')).not.toContain('listens on port');
    expect(staffStatusLine(readServerEnv(staff), 'https://print.example', '3000')).not.toContain('listens on port');
  });

  it('says on a preview that sign-in needs its own address and store', () => {
    expect(staffStatusLine(readServerEnv({ ...staff, DEPLOY_ENV: 'preview' }), 'https://shop-git-new-hours.vercel.app')).toMatch(
      /; a preview signs staff in only when shop-git-new-hours\.vercel\.app is its own address and its store holds no production request$/,
    );
    expect(staffStatusLine(readServerEnv(staff), 'https://print.example')).not.toContain('preview');
  });
});
