/**
 * Runs once when the server starts (Next.js instrumentation): states in the log whether the spam
 * check is on, so an open gate is never a surprise (issue 'Requests that arrive', point 7), and
 * whether service calls reach the gateway or the sandbox, and whether online payment is configured
 * (issue 'Sign orders that are paid right', point 3).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { captchaStatusLine } = await import('@/lib/captcha');
  console.log(captchaStatusLine());
  const { serviceCallsStatusLine } = await import('@/lib/service-calls');
  console.log(serviceCallsStatusLine());
  const { paypalStatusLine } = await import('@/lib/orders/checkout');
  console.log(paypalStatusLine());
}
