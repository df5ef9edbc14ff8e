/**
 * Runs once when the server starts (Next.js instrumentation): checks the settings (a server with
 * bad ones, or started as another stage than it was built for, stops here with the reason), hands
 * the page cache the pages' Content-Security-Policy (lib/http/page-policy.ts), opens the store
 * (applying its migrations) and starts the delivery worker (not on Vercel, where the
 * cron route does its work), then states in the log the deployment stage, which store is in use
 * (and the requests of other stages it holds, which this server never delivers), ends the staff
 * sessions of addresses taken out of STAFF_EMAILS, whether the spam
 * check is on, where service calls go, whether online payment is configured, whether the staff side is on, and whether the
 * client addresses the rate limit counts can be trusted. Once its settings pass, the server
 * answers the methods Next.js does not route with 405 itself (lib/api/unrouted-methods.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startupProblem, refuseToStart, stageStatusLine } = await import('@/lib/config/startup');
  // A literal, not a reader: Next writes the build's stage here when it compiles (lib/config/build.ts).
  const problem = startupProblem({ stage: process.env.BUILT_FOR_STAGE });
  if (problem) refuseToStart(problem);
  // The pre-rendered pages' Content-Security-Policy, which the page cache adds (lib/http/csp-cache-handler.mjs).
  (await import('@/lib/http/page-policy')).registerPagePolicy();
  // Next.js answers TRACE with 500 and other methods it does not route with 400: this server answers them 405 first.
  (await import('@/lib/api/unrouted-methods')).answerUnroutedMethods();
  const { log, serializeError } = await import('@/lib/log');
  log.info(stageStatusLine());
  const { getStore } = await import('@/lib/store/db');
  try {
    const store = await getStore();
    log.info(`Store: ${store.description}`);
    // Another stage's rows in this store (a preview on production's database): this server leaves them alone, and says so.
    const others = await (await import('@/lib/delivery/status')).otherStagesLine(store.db);
    if (others) log.warn(others);
    const ended = await (await import('@/lib/staff/session')).endSessionsOfRemovedStaff();
    if (ended) log.info(`Staff: ended the sessions of ${ended} address(es) no longer in STAFF_EMAILS`);
  } catch (error) {
    // The server still serves its pages; each request tries to open the store again.
    log.error({ err: error }, `Store: could not be opened, requests will be refused until it can: ${serializeError(error).message}`);
  }
  // On Vercel no process stays up between requests: the cron route runs the passes there.
  const { onVercel } = await import('@/lib/config/deployment');
  if (!onVercel()) (await import('@/lib/delivery/worker')).startDeliveryWorker();
  const { deliveryStatusLine } = await import('@/lib/delivery/status');
  log.info(deliveryStatusLine());
  const notice = (await import('@/lib/api/rate-limit')).clientAddressNotice();
  if (notice) log[notice.level](notice.text);
  const { spamCheckStatusLine } = await import('@/lib/api/spam-check');
  log.info(spamCheckStatusLine());
  const { serviceCallsStatusLine } = await import('@/lib/requests/service-calls');
  log.info(serviceCallsStatusLine());
  const { paypalStatusLine } = await import('@/lib/requests/orders');
  log.info(paypalStatusLine());
  const [{ staffStatusLine }, { staffSignInUrl }, { serverEnv }] = await Promise.all([
    import('@/lib/staff/mail'),
    import('@/lib/staff/auth'),
    import('@/lib/config/server'),
  ]);
  log.info(staffStatusLine(serverEnv(), staffSignInUrl(), process.env.PORT));
}
