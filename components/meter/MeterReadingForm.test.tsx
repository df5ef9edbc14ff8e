import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { shopDate } from '@/lib/format/shop-date';
import { telHref } from '@/lib/format/shop-phone';
import { SERVICE_PHONE, SHOP_NAME } from '@/test/fixtures/shop-facts';
import { MeterReadingForm } from './MeterReadingForm';

const TIME_ZONE = 'America/Los_Angeles';
const fetchMock = jest.fn();
/** The answers of the send handler, in order; every lookup is answered as in mail mode. */
const sendAnswers = jest.fn();
const LOOKUP = '/api/service/equipment?number=EQ-10452';

beforeEach(() => {
  sendAnswers.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) =>
    url === LOOKUP ? { ok: true, status: 200, json: async () => ({ ok: true, asTyped: true }) } : sendAnswers(),
  );
  global.fetch = fetchMock;
});

/**
 * The form with the spam check open, its number typed and noted: the lookup answers that numbers
 * are taken as typed (mail mode), so the reading needs no machine found.
 */
async function setup() {
  render(<MeterReadingForm companyName={SHOP_NAME} servicePhone={<PhoneLink phone={SERVICE_PHONE} />} timeZone={TIME_ZONE} />);
  type('Equipment Number', 'EQ-10452');
  // The lookup fires 1000 ms after the last keystroke.
  await screen.findByText('Number noted', { exact: false }, { timeout: 3000 });
}

/** The URLs the form fetched after its lookup. */
const sends = () => fetchMock.mock.calls.map(([url]) => url).filter((url) => url !== LOOKUP);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('MeterReadingForm', () => {
  it('fills in today as the reading date, and its latest, just after the visitor first turns to the form, not before', async () => {
    render(<MeterReadingForm companyName={SHOP_NAME} servicePhone={<PhoneLink phone={SERVICE_PHONE} />} timeZone={TIME_ZONE} />);
    const date = screen.getByLabelText('Reading Date', { exact: true });
    expect(date).toHaveValue('');
    expect(date).not.toHaveAttribute('max');
    fireEvent.focus(screen.getByLabelText('Black & White', { exact: true }));
    // Not in the focus's own task, which the visitor's first keystroke waits for.
    expect(date).toHaveValue('');
    await waitFor(() => expect(date).toHaveValue(shopDate(TIME_ZONE)));
    expect(date).toHaveAttribute('max', shopDate(TIME_ZONE));
  });

  it('keeps a date the visitor typed before turning to another field', async () => {
    render(<MeterReadingForm companyName={SHOP_NAME} servicePhone={<PhoneLink phone={SERVICE_PHONE} />} timeZone={TIME_ZONE} />);
    type('Reading Date', '2026-01-05');
    fireEvent.focus(screen.getByLabelText('Black & White', { exact: true }));
    const date = screen.getByLabelText('Reading Date', { exact: true });
    await waitFor(() => expect(date).toHaveAttribute('max', shopDate(TIME_ZONE)));
    expect(date).toHaveValue('2026-01-05');
  });

  it('a reading kept for the staff (no mail transport) says so: saved with its reference, not sent by email, and the service line', async () => {
    sendAnswers.mockResolvedValue({ ok: true, status: 202, json: async () => ({ ok: true, reference: 'R-2611-KP3T', outcome: 'kept' }) });
    await setup();
    type('Black & White', '120450');
    type('Name', 'Avery Quinn');
    type('Email', 'avery@customer.test');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    // The first check loads the schema: over a second on a busy machine.
    const text = await screen.findByText(/and kept for our staff/, undefined, { timeout: 5000 });
    expect(sends()).toEqual(['/api/meter-readings']);
    const kept = text.closest('[role="status"]') as HTMLElement;
    expect(kept).toHaveTextContent(
      `Your meter reading for equipment number EQ-10452 on ${shopDate(TIME_ZONE)} is saved as R-2611-KP3T and kept for our staff, who will see it in our request list; it was not sent by email. If it is urgent, please call our service line at ${SERVICE_PHONE}.`,
    );
    expect(kept).toHaveClass('alert-warning');
    expect(within(kept).getByRole('link', { name: SERVICE_PHONE })).toHaveAttribute('href', telHref(SERVICE_PHONE));
  });

  it('a lower counter (409) is a warning naming the counter and the value typed, nothing of the earlier reading, then sent again confirmed', async () => {
    sendAnswers.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({
        ok: false,
        error: 'A counter is lower than in an earlier reading this month',
        lower: [{ counter: 'mono', value: 49000 }],
      }),
    });
    sendAnswers.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({ ok: true, reference: 'R-2611-L0WR', outcome: 'sent' }),
    });
    await setup();
    type('Black & White', '49,000');
    type('Name', 'Avery Quinn');
    type('Email', 'avery@customer.test');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    const warning = (await screen.findByText('Please check the counters.', undefined, { timeout: 5000 })).closest('.alert') as HTMLElement;
    expect(warning).toHaveTextContent(
      'Please check the counters. A higher reading of this machine was sent with this email earlier this month:',
    );
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Black & White: 49,000 is lower than a reading sent earlier this month.']);
    fireEvent.click(within(warning).getByRole('checkbox', { name: /The counters are right/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByText(/R-2611-L0WR/)).toBeInTheDocument();
    const [, second] = fetchMock.mock.calls.filter(([url]) => url !== LOOKUP);
    expect(sends()).toEqual(['/api/meter-readings', '/api/meter-readings']);
    expect(JSON.parse(second[1].body as string)).toMatchObject({ mono: 49000, confirmLower: true });
  });
});
