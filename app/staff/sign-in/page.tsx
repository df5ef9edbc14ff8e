import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/staff/SignInForm';
import { StaffNotice } from '@/components/staff/StaffNotice';
import { serverEnv } from '@/lib/config/server';
import { staffSignInConfigured, staffSignInUrl } from '@/lib/staff/auth';
import { signInLinkTransport } from '@/lib/staff/mail';
import { previewSignInProblem } from '@/lib/staff/preview';
import { staffMemberOf } from '@/lib/staff/session';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Sign in' };

/** A staff page to return to: a path under /staff, nothing else (no open redirect). */
function staffPath(back: string | string[] | undefined): string {
  return typeof back === 'string' && /^\/staff(\/[\w\-/.%]*)?(\?[\w\-=&%.]*)?$/.test(back) && !back.startsWith('/staff/sign-in')
    ? back
    : '/staff';
}

/** The messages of the query strings this page is sent with. */
const NOTICES: Record<string, string> = {
  link: 'That sign-in link has expired or was used already. Ask for a new one.',
  here: 'You are signed out.',
  everywhere: 'You are signed out on every device.',
};

/**
 * /staff/sign-in: a link by email or a passkey; a person already signed in goes on to the page asked
 * for. A preview that may not sign staff in (lib/staff/preview.ts) says why instead of the form.
 */
export default async function StaffSignInPage({ searchParams }: PageProps<'/staff/sign-in'>) {
  const query = await searchParams;
  const back = staffPath(query.back);
  const requestHeaders = await headers();
  if (await staffMemberOf(requestHeaders)) redirect(back);
  const env = serverEnv();
  const signInAt = new URL(staffSignInUrl(env));
  const host = requestHeaders.get('host');
  const configured = staffSignInConfigured(env);
  const previewProblem = configured ? await previewSignInProblem(env, host) : undefined;
  // Opened at another address than the one sign-in works at (say, PORT=3200 without SITE_URL).
  const elsewhere = !previewProblem && host !== signInAt.host ? host : null;
  const notice = NOTICES[String(query.error ?? query['signed-out'] ?? '')];
  const transport = signInLinkTransport(env);
  return (
    <div className={styles.page}>
      <h1>Staff sign-in</h1>
      {notice && <StaffNotice kind="notice">{notice}</StaffNotice>}
      {elsewhere && (
        <StaffNotice kind="notice">
          Staff sign in at <a href={`${signInAt.origin}/staff/sign-in`}>{signInAt.origin}</a>, not at {elsewhere}: passkeys and links belong
          to that address. To sign in here instead, set <code>SITE_URL=http://{elsewhere}</code> and restart the server.
        </StaffNotice>
      )}
      {previewProblem ? (
        <StaffNotice kind="error">{previewProblem}</StaffNotice>
      ) : configured ? (
        <SignInForm
          back={back}
          linkNote={
            transport === 'log'
              ? 'This development server has no SMTP_URL: the link is printed in its log instead.'
              : transport === 'none'
                ? 'This server cannot send mail (no SMTP_URL): sign in with a passkey you added before.'
                : undefined
          }
        />
      ) : (
        <p>Staff sign-in is not set up on this server: it needs STAFF_EMAILS and BETTER_AUTH_SECRET (see the README).</p>
      )}
    </div>
  );
}
