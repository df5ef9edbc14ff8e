'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Reference } from '@/components/forms/Reference';
import { Spinner } from '@/components/forms/Spinner';
import type { SendState } from '@/components/forms/SubmitArea';
import { Link } from '@/components/ui/Link';
import { postJson } from '@/lib/browser/fetch-json';
import type { OrderRequestInput } from '@/lib/forms/order';
import { ORDER_LIMITS } from '@/lib/forms/order-limits';
import styles from './PayPalCheckout.module.css';
import type { ScriptStatus } from './PayPalPanel';

/** PayPal's own code (react-paypal-js, then the SDK) is fetched only once the area is near the screen. */
const PayPalPanel = dynamic(() => import('./PayPalPanel').then((module) => module.PayPalPanel), { ssr: false });

/** Where orders are created and captured (app/api/orders). */
export const ORDERS_ENDPOINT = '/api/orders';
/** PayPal's script that has not loaded by then counts as unavailable (docs/requirements.md#sign-orders). */
export const SDK_LOAD_LIMIT_MS = 10_000;
/** A call to our server that has not answered by then counts as failed (its own upstream calls time out first). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Start loading PayPal when the payment area comes this close to the screen. */
const NEAR_SCREEN_MARGIN = '400px 0px';

export const PAID_MESSAGE = 'Your purchase was successful!';

export interface PayPalCheckoutProps {
  /** Public PayPal client id (siteConfig.paypalClientId); none: online payment is unavailable. */
  clientId?: string;
  /** The order the form describes; null while it is not valid (say, a quantity out of range). */
  order: OrderRequestInput | null;
  /** Phone number to order by, and its tel: link. */
  phone: string;
  phoneHref: string;
  /** Called once the payment is captured (the form forgets its draft). */
  onPaid?: () => void;
}

/**
 * 'waiting': not near the screen yet; 'loading': PayPal's code is on its way (spinner); 'ready':
 * buttons shown; 'paid': captured; 'unavailable': no client id, or the script failed or was late.
 */
type Phase = 'waiting' | 'loading' | 'ready' | 'paid' | 'unavailable';

/** Why a payment did not go through, by our server's answer status. */
function failureReason(status: number): string {
  if (status === 402) return 'PayPal declined the payment.';
  if (status === 503) return 'Online payment is not available right now.';
  return 'We could not complete the payment with PayPal.';
}

/** Where the payment's calls to our server stand, as a form's send does: capturing is 'sending'. */
interface PaymentSend {
  state: SendState;
  /** Why it failed, when it did. */
  reason?: string;
}

/**
 * The payment widget of a template page (docs/requirements.md#sign-orders). PayPal buttons whose
 * createOrder and onApprove call our server, which prices, creates and captures the order. States:
 * loading (a spinner), buttons, paid ('Your purchase was successful!', buttons gone), failed (the
 * reason and the phone number, buttons still there for another try), and unavailable (no client id,
 * or PayPal's script failed or did not load within 10 s: the phone number and a link to /quote).
 * Never a spinner forever.
 */
export function PayPalCheckout({ clientId, order, phone, phoneHref, onPaid }: PayPalCheckoutProps) {
  const [phase, setPhase] = useState<Phase>(clientId ? 'waiting' : 'unavailable');
  // 'sending' while our server captures an approved order (PayPal's window is closed by then).
  const [send, setSend] = useState<PaymentSend>({ state: 'idle' });
  const capturing = send.state === 'sending';
  const [reference, setReference] = useState<string | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);

  // Load PayPal only when the visitor nears the payment area; at once where nothing can tell.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const area = areaRef.current;
    const start = () => setPhase((current) => (current === 'waiting' ? 'loading' : current));
    if (!area || typeof IntersectionObserver === 'undefined') {
      queueMicrotask(start);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: NEAR_SCREEN_MARGIN,
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [phase]);

  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = setTimeout(() => setPhase('unavailable'), SDK_LOAD_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const onScriptStatus = useCallback((status: ScriptStatus) => {
    setPhase((current) => {
      if (current !== 'loading') return current;
      return status === 'resolved' ? 'ready' : 'unavailable';
    });
  }, []);

  const createOrder = useCallback(async () => {
    setSend({ state: 'idle' });
    if (!order) throw new Error('No valid order to pay');
    const { status, answer } = await postJson(ORDERS_ENDPOINT, order, REQUEST_TIMEOUT_MS);
    if (answer.ok === true && typeof answer.id === 'string') return answer.id;
    const reason = failureReason(status);
    setSend({ state: 'failed', reason });
    throw new Error(reason);
  }, [order]);

  const onApprove = useCallback(
    async (orderId: string) => {
      setSend({ state: 'sending' });
      const { status, answer } = await postJson(`${ORDERS_ENDPOINT}/${encodeURIComponent(orderId)}/capture`, undefined, REQUEST_TIMEOUT_MS);
      if (answer.ok === true) {
        setSend({ state: 'idle' });
        setReference(typeof answer.reference === 'string' ? answer.reference : null);
        setPhase('paid');
        onPaid?.();
      } else setSend({ state: 'failed', reason: failureReason(status) });
    },
    [onPaid],
  );

  // PayPal calls this after a createOrder that threw: keep the reason given there.
  const onError = useCallback(
    () => setSend((current) => (current.state === 'failed' ? current : { state: 'failed', reason: failureReason(0) })),
    [],
  );

  return (
    <div ref={areaRef} className={styles.checkout}>
      <div aria-live="polite">
        {phase === 'paid' && (
          <div className="alert alert-success">
            <p>
              <strong>{PAID_MESSAGE}</strong>
            </p>
            <p>
              Our sales team has your order and will be in touch about pickup or delivery.
              {reference && (
                <>
                  {' '}
                  Your reference is <Reference>{reference}</Reference>.
                </>
              )}
            </p>
          </div>
        )}
        {phase === 'unavailable' && (
          <p className="alert alert-warning">
            Online payment is unavailable right now. Call us at <a href={phoneHref}>{phone}</a> and we will take your order, or{' '}
            <Link href="/quote">request a quote</Link> and we will get back to you.
          </p>
        )}
        {(phase === 'waiting' || phase === 'loading' || (phase === 'ready' && capturing)) && (
          <p className={styles.loading}>
            <Spinner className={styles.spinner} />
            {capturing ? 'Completing your payment…' : 'Loading secure payment with PayPal…'}
          </p>
        )}
        {phase === 'ready' && order === null && (
          <p>
            Enter a quantity from {ORDER_LIMITS.quantityMin} to {ORDER_LIMITS.quantityMax} to pay online.
          </p>
        )}
      </div>
      {send.state === 'failed' && phase === 'ready' && (
        <div className="alert alert-danger" role="alert">
          <p>
            <strong>Your payment did not go through.</strong> {send.reason}
          </p>
          <p>
            Please try again, or call us at <a href={phoneHref}>{phone}</a> and we will take your order.
          </p>
        </div>
      )}
      {clientId && (phase === 'loading' || phase === 'ready') && (
        <PayPalPanel
          clientId={clientId}
          disabled={order === null || capturing}
          onScriptStatus={onScriptStatus}
          createOrder={createOrder}
          onApprove={onApprove}
          onError={onError}
        />
      )}
    </div>
  );
}
