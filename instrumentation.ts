/**
 * Runs once when the server starts (Next.js instrumentation): checks the settings (a server with
 * bad ones, or started as another stage than it was built for, stops here with the reason), opens
 * the store (applying its migrations) and starts the delivery worker (not on Vercel, where the
 * cron route does its work), then states in the log the deployment stage, which store is in use,
 * whether the spam check is on, where service calls go, whether online payment is configured, and
 * whether the client addresses the rate limit counts can be trusted.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startupProblem, refuseToStart, stageStatusLine } = await import('@/lib/startup');
  const problem = startupProblem({ stage: process.env.BUILT_FOR_STAGE, serviceBackend: process.env.BUILT_SERVICE_BACKEND });
  if (problem) refuseToStart(problem);
  console.log(stageStatusLine());
  const { getStore } = await import('@/lib/store/db');
  try {
    console.log(`Store: ${(await getStore()).description}`);
  } catch (error) {
    // The server still serves its pages; each request tries to open the store again.
    console.error(`Store: could not be opened, requests will be refused until it can: ${(error as Error).message}`);
  }
  // On Vercel no process stays up between requests: the cron route runs the passes there.
  if (!process.env.VERCEL) (await import('@/lib/delivery/worker')).startDeliveryWorker();
  const { deliveryStatusLine, proxyTrustWarning } = await import('@/lib/delivery/status');
  console.log(deliveryStatusLine());
  const warning = proxyTrustWarning();
  if (warning) console.warn(warning);
  const { spamCheckStatusLine } = await import('@/lib/api/spam-check');
  console.log(spamCheckStatusLine());
  const { serviceCallsStatusLine } = await import('@/lib/service-calls');
  console.log(serviceCallsStatusLine());
  const { paypalStatusLine } = await import('@/lib/orders/checkout');
  console.log(paypalStatusLine());
}
