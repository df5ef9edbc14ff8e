import type { Metadata } from 'next';
import { PasskeyManager, type PasskeyRow } from '@/components/staff/PasskeyManager';
import { StaffHeader } from '@/components/staff/StaffHeader';
import { StaffNotice } from '@/components/staff/StaffNotice';
import { siteConfig } from '@/lib/content/site';
import { shopTime } from '@/lib/staff/format';
import { PASSKEYS_PAGE, requireSignedInPage } from '@/lib/staff/session';
import { database } from '@/lib/store/db';
import { passkeysOf } from '@/lib/store/staff-sign-in';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Your passkeys' };

/** The person's passkeys as the list shows them, dates in the shop's time, read now. */
async function passkeyRows(userId: string): Promise<PasskeyRow[]> {
  const now = Date.now();
  const timeZone = siteConfig.timeZone;
  return (await passkeysOf(await database(), userId)).map((passkey) => ({
    id: passkey.id,
    name: passkey.name ?? 'Passkey',
    added: passkey.createdAt ? shopTime(passkey.createdAt, timeZone) : 'unknown',
    lastUsed: passkey.lastUsedAt ? shopTime(passkey.lastUsedAt, timeZone) : 'never',
    worksFrom: passkey.usableFrom && passkey.usableFrom.getTime() > now ? shopTime(passkey.usableFrom, timeZone) : undefined,
  }));
}

/**
 * /staff/passkeys: the signed-in person's passkeys (name, added, last used) with adding and
 * removing, which need a session of the last FRESH_SECONDS (lib/staff/auth.ts). A session opened
 * by a sign-in link lands here and can only add one, then sign in with it
 * (docs/operations.md#the-staff-side).
 */
export default async function StaffPasskeysPage() {
  const member = await requireSignedInPage(PASSKEYS_PAGE);
  return (
    <div className={styles.page}>
      <StaffHeader email={member.email} current={PASSKEYS_PAGE} sections={member.signedInWith === 'passkey'} />
      <h1>Your passkeys</h1>
      {member.signedInWith === 'link' && (
        <StaffNotice kind="notice">
          You signed in with a link. Add a passkey on this device, then sign in with it: the staff pages open only to a passkey.
        </StaffNotice>
      )}
      <PasskeyManager passkeys={await passkeyRows(member.userId)} signedInWith={member.signedInWith} fresh={member.fresh} />
    </div>
  );
}
