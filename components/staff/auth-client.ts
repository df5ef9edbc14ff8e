import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';
import { magicLinkClient } from 'better-auth/client/plugins';

/**
 * Better Auth's browser client for the staff side (lib/staff/auth.ts is its server): the sign-in
 * link and passkeys, on the site's own origin. Imported by the staff pages' client components only.
 */
export const staffAuthClient = createAuthClient({
  basePath: '/api/staff/auth',
  plugins: [magicLinkClient(), passkeyClient()],
});
