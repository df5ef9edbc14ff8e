import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { dateIn } from '@/lib/schemas/meter-reading-fields';
import { MeterReadingForm } from './MeterReadingForm';

const TIME_ZONE = 'America/Los_Angeles';
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** The form in mail mode (the number taken as typed, nothing looked up), the spam check open. */
function setup() {
  render(
    <MeterReadingForm
      companyName="Cascadia Print & Imaging"
      servicePhone="(503) 555-0187"
      servicePhoneHref="tel:+15035550187"
      numbersAsTyped
      timeZone={TIME_ZONE}
    />,
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('MeterReadingForm', () => {
  it('a reading kept for the staff (no mail transport) says so: saved with its reference, not sent by email, and the service line', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 202, json: async () => ({ ok: true, reference: 'R-2611-KP3T', outcome: 'kept' }) });
    setup();
    type('Equipment Number', 'EQ-10452');
    type('Black & White', '120450');
    type('Name', 'Avery Quinn');
    type('Email', 'avery@customer.test');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    // The first check loads the schema: over a second on a busy machine.
    const text = await screen.findByText(/and kept for our staff/, undefined, { timeout: 5000 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/meter-readings']);
    const kept = text.closest('[role="status"]') as HTMLElement;
    expect(kept).toHaveTextContent(
      `Your meter reading for equipment number EQ-10452 on ${dateIn(TIME_ZONE)} is saved as R-2611-KP3T and kept for our staff, who will see it in our request list; it was not sent by email. If it is urgent, please call our service line at (503) 555-0187.`,
    );
    expect(kept).toHaveClass('alert-warning');
    expect(within(kept).getByRole('link', { name: '(503) 555-0187' })).toHaveAttribute('href', 'tel:+15035550187');
  });

  it('a lower counter (409) is a warning naming the counter and the value typed, nothing of the earlier reading, then sent again confirmed', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({
        ok: false,
        error: 'A counter is lower than in an earlier reading this month',
        lower: [{ counter: 'mono', value: 49000 }],
      }),
    });
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ ok: true, reference: 'R-2611-L0WR', outcome: 'sent' }) });
    setup();
    type('Equipment Number', 'EQ-10452');
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
    expect(JSON.parse(fetchMock.mock.calls[1][1].body as string)).toMatchObject({ mono: 49000, confirmLower: true });
  });
});
