'use client';

import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect, useMemo } from 'react';
import { ORDER_CURRENCY } from '@/lib/requests/order-pricing';

/** How loading PayPal's script ended, reported to PayPalCheckout. */
export type ScriptStatus = 'resolved' | 'rejected';

export interface PayPalPanelProps {
  /** Public PayPal client id for the SDK's `client-id` query parameter. */
  clientId: string;
  /** Dims the buttons (no valid order to pay yet). */
  disabled: boolean;
  onScriptStatus: (status: ScriptStatus) => void;
  /** Creates the order on our server; resolves to PayPal's order id. */
  createOrder: () => Promise<string>;
  /** Captures the approved order on our server. */
  onApprove: (orderId: string) => Promise<void>;
  /** PayPal reports a failure it could not pass to createOrder or onApprove. */
  onError: () => void;
}

/**
 * PayPal's script and buttons (@paypal/react-paypal-js), loaded as its own chunk by PayPalCheckout
 * once the payment area is near the screen. The SDK is asked for buttons only, in US dollars, with
 * intent capture: the server creates and captures the order (PayPal's standard integration).
 */
export function PayPalPanel({ clientId, ...buttons }: PayPalPanelProps) {
  const options = useMemo(() => ({ clientId, currency: ORDER_CURRENCY, intent: 'capture', components: 'buttons' }), [clientId]);
  return (
    <PayPalScriptProvider options={options}>
      <Buttons {...buttons} />
    </PayPalScriptProvider>
  );
}

function Buttons({ disabled, onScriptStatus, createOrder, onApprove, onError }: Omit<PayPalPanelProps, 'clientId'>) {
  const [{ isResolved, isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isResolved) onScriptStatus('resolved');
    else if (isRejected) onScriptStatus('rejected');
  }, [isResolved, isRejected, onScriptStatus]);

  return (
    <PayPalButtons
      className="paypal-buttons"
      style={{ layout: 'vertical', label: 'pay', shape: 'rect' }}
      disabled={disabled}
      createOrder={() => createOrder()}
      onApprove={(data) => onApprove(data.orderID)}
      onError={() => onError()}
    />
  );
}
