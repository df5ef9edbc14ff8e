import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { telHref } from '@/lib/format/shop-phone';
import type { OrderRequestInput } from '@/lib/forms/order';
import { SHOP_PHONE } from '@/test/fixtures/shop-facts';
import { PAID_MESSAGE, PayPalCheckout, SDK_LOAD_LIMIT_MS } from './PayPalCheckout';
import type { PayPalPanelProps, ScriptStatus } from './PayPalPanel';

/**
 * The payment widget's states, with PayPal's part (PayPalPanel: react-paypal-js and the SDK)
 * replaced by a stand-in that reports the script outcome it is told to and, like PayPal's button,
 * calls createOrder then onApprove, and onError when either throws.
 */
let scriptOutcome: ScriptStatus | 'never' = 'resolved';
const panelProps: PayPalPanelProps[] = [];

jest.mock('./PayPalPanel', () => ({
  PayPalPanel: function FakePanel(props: PayPalPanelProps) {
    panelProps.push(props);
    const { onScriptStatus } = props;
    useEffect(() => {
      if (scriptOutcome !== 'never') onScriptStatus(scriptOutcome);
    }, [onScriptStatus]);
    return (
      <button type="button" disabled={props.disabled} onClick={() => props.createOrder().then(props.onApprove).catch(props.onError)}>
        PayPal
      </button>
    );
  },
}));

const order: OrderRequestInput = { templateId: 3, style: 'Poster', material: 'Foam Board', size: '17x22', quantity: 3, instructions: '' };

/** Our server, answering by path: `answers[path]` is [status, body]. */
function serve(answers: Record<string, [number, unknown]>) {
  const fetchMock = jest.fn(async (url: string) => {
    const [status, body] = answers[url];
    return { status, ok: status < 300, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderWidget(props: Partial<React.ComponentProps<typeof PayPalCheckout>> = {}) {
  return render(<PayPalCheckout clientId="test-client" order={order} phone={SHOP_PHONE} phoneHref={telHref(SHOP_PHONE)} {...props} />);
}

const payPalButton = () => screen.findByRole('button', { name: 'PayPal' });

beforeEach(() => {
  scriptOutcome = 'resolved';
  panelProps.length = 0;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('PayPalCheckout', () => {
  it('shows a spinner while PayPal loads, then the buttons with the public client id', async () => {
    scriptOutcome = 'never';
    renderWidget();
    expect(screen.getByText('Loading secure payment with PayPal…')).toBeInTheDocument();
    await payPalButton();
    expect(panelProps.at(-1)?.clientId).toBe('test-client');
  });

  it('pays: creates the order on our server, captures it on approval, then says so and drops the buttons', async () => {
    const fetchMock = serve({
      '/api/orders': [200, { ok: true, id: 'ORDER00000000001', amount: '30.00' }],
      '/api/orders/ORDER00000000001/capture': [200, { ok: true, status: 'COMPLETED', reference: 'R-2611-7Q4K' }],
    });
    renderWidget();
    fireEvent.click(await payPalButton());
    expect(await screen.findByText(PAID_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(/Our sales team has your order/)).toHaveTextContent('Your reference is R-2611-7Q4K.');
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading secure payment/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/orders', '/api/orders/ORDER00000000001/capture']);
    const [, createInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(createInit.body))).toEqual(order);
  });

  it('shows that the payment is being completed while our server captures it', async () => {
    let answerCapture: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(async (url: string) =>
      url === '/api/orders'
        ? { status: 200, json: async () => ({ ok: true, id: 'ORDER00000000004' }) }
        : new Promise((resolve) => {
            answerCapture = resolve;
          }),
    ) as unknown as typeof fetch;
    renderWidget();
    fireEvent.click(await payPalButton());
    expect(await screen.findByText('Completing your payment…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeDisabled();
    await act(async () => answerCapture({ status: 200, json: async () => ({ ok: true, status: 'COMPLETED' }) }));
    expect(await screen.findByText(PAID_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Completing your payment…')).not.toBeInTheDocument();
  });

  it('says a declined payment did not go through, with the phone number, and keeps the buttons', async () => {
    serve({
      '/api/orders': [200, { ok: true, id: 'ORDER00000000002' }],
      '/api/orders/ORDER00000000002/capture': [402, { ok: false, error: 'PayPal declined the payment.' }],
    });
    renderWidget();
    fireEvent.click(await payPalButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment did not go through. PayPal declined the payment.');
    expect(alert).toHaveTextContent(`Please try again, or call us at ${SHOP_PHONE}`);
    expect(screen.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeEnabled();
    expect(screen.queryByText(PAID_MESSAGE)).not.toBeInTheDocument();
  });

  it('says so when our server cannot create the order, and clears the message on the next try', async () => {
    const fetchMock = serve({ '/api/orders': [502, { ok: false, error: 'PayPal failed' }] });
    renderWidget();
    fireEvent.click(await payPalButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not complete the payment with PayPal.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    serve({
      '/api/orders': [200, { ok: true, id: 'ORDER00000000003' }],
      '/api/orders/ORDER00000000003/capture': [200, { ok: true, status: 'COMPLETED' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText(PAID_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds the buttons back while the order is not valid', async () => {
    renderWidget({ order: null });
    expect(await screen.findByText('Enter a quantity from 1 to 500 to pay online.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeDisabled();
  });

  it('says online payment is unavailable, with the phone and a quote link, when no client id is configured', () => {
    renderWidget({ clientId: undefined });
    expect(screen.getByText(/Online payment is unavailable right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
    expect(screen.getByRole('link', { name: 'request a quote' })).toHaveAttribute('href', '/quote');
    expect(screen.queryByText(/Loading secure payment/)).not.toBeInTheDocument();
    expect(panelProps).toHaveLength(0);
  });

  it('says online payment is unavailable when PayPal script fails to load', async () => {
    scriptOutcome = 'rejected';
    renderWidget();
    expect(await screen.findByText(/Online payment is unavailable right now/)).toBeInTheDocument();
    expect(screen.queryByText(/Loading secure payment/)).not.toBeInTheDocument();
  });

  it('gives up on a PayPal script that has not loaded within 10 seconds: never a spinner forever', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    scriptOutcome = 'never';
    renderWidget();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SDK_LOAD_LIMIT_MS - 100);
    });
    expect(screen.getByText('Loading secure payment with PayPal…')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText(/Online payment is unavailable right now/)).toBeInTheDocument();
    expect(screen.queryByText(/Loading secure payment/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
  });
});
