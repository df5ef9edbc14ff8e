import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SPAM_CHECK_TIMEOUT_MS } from '@/components/forms/SpamCheck';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { telHref } from '@/lib/format/shop-phone';
import type { Equipment } from '@/lib/forms/service-call';
import { SERVICE_PHONE, SHOP_NAME } from '@/test/fixtures/shop-facts';
import { ServiceCallWithId } from './ServiceCallWithId';

// The reCAPTCHA script as the fake of e2e/support/fixtures.ts: ready at once, every token 'tok';
// `execute` is one function, as the library's is (a useCallback).
const mockExecuteRecaptcha = async () => 'tok';
jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: React.ReactNode }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: mockExecuteRecaptcha }),
}));

const plotter: Equipment = {
  id: 10452,
  number: 'EQ-10452',
  model: 'HP DesignJet T1700',
  description: '44-inch CAD plotter',
  location: 'Plan room',
};
const mfp: Equipment = {
  id: 10453,
  number: 'EQ-10453',
  model: 'HP PageWide XL 4200',
  description: 'Wide format MFP',
  location: 'Print shop',
};

/** What the fake server answers, per request; a lookup may be left pending and answered later. */
type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let answerFor: (url: string, init: RequestInit) => Answer;
const fetchMock = jest.fn((url: string, init: RequestInit) => {
  const answer = Promise.resolve(answerFor(url, init));
  return new Promise((resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    answer.then(({ status, body }) => resolve({ ok: status >= 200 && status < 300, status, json: async () => body }), reject);
  });
});

const lookups = () =>
  fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/service/equipment') || url.startsWith('/api/service/customer'));
const found = (...equipment: Equipment[]) => ({ status: 200, body: { ok: true, equipment } });

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  answerFor = (url) => (url.includes('EQ-10452') ? found(plotter) : url.includes('C-2001') ? found(plotter, mfp) : found());
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/repair/servicecall');
});
afterEach(() => jest.useRealTimers());

function setup(testMode = false, recaptchaSiteKey?: string) {
  render(
    <ServiceCallWithId
      testMode={testMode}
      companyName={SHOP_NAME}
      servicePhone={<PhoneLink phone={SERVICE_PHONE} />}
      recaptchaSiteKey={recaptchaSiteKey}
    />,
  );
}

const status = () => screen.getAllByRole('status')[0];
const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(field(label), { target: { value } });
  });
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

async function fillPerson() {
  await type('Name', 'Dana Whitfield');
  await type('Phone', '1 206 342 8631');
  await type('Email', 'dana@example.com');
  await type('Message', 'Jams on every roll change.');
}

describe('the lookup', () => {
  it('says nothing before a number is typed, and looks a number up 1000 ms after the last keystroke, not before', async () => {
    setup();
    expect(status()).toBeEmptyDOMElement();
    expect(status()).not.toHaveClass('alert');
    await type('Equipment Number', 'EQ-1');
    await wait(500);
    await type('Equipment Number', 'EQ-10452');
    await wait(999);
    expect(lookups()).toHaveLength(0);
    expect(status()).toHaveTextContent('Looking up equipment number EQ-10452');
    await wait(1);
    expect(lookups().map(([url]) => url)).toEqual(['/api/service/equipment?number=EQ-10452']);
    expect(status()).toHaveTextContent('Machine found');
    expect(status()).toHaveClass('alert-success');
    for (const text of ['HP DesignJet T1700', '44-inch CAD plotter', 'Plan room'])
      expect(within(status()).getByText(text)).toBeInTheDocument();
  });

  it('says the location is not shown when the lookup leaves it out, and "-" when the machine has none on record', async () => {
    answerFor = (url) =>
      url.includes('EQ-10452') ? found({ ...plotter, location: undefined }) : found({ ...mfp, number: 'EQ-10453', location: '' });
    setup();
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    expect(status()).toHaveTextContent('Machine found');
    expect(within(status()).getByText('Not shown here, for our customers’ privacy')).toBeInTheDocument();
    await type('Equipment Number', 'EQ-10453');
    await wait(1000);
    expect(within(status()).getByText('HP PageWide XL 4200')).toBeInTheDocument();
    expect(within(status()).queryByText('Not shown here, for our customers’ privacy')).not.toBeInTheDocument();
    expect(within(status()).getByText('-')).toBeInTheDocument();
  });

  it('disables the other field while one holds a number, and says why', async () => {
    setup();
    await type('Equipment Number', 'EQ-1');
    expect(field('Customer Number')).toBeDisabled();
    expect(field('Customer Number')).toHaveAccessibleDescription('Clear the Equipment Number to use this field.');
    await type('Equipment Number', '');
    expect(field('Customer Number')).toBeEnabled();
    await type('Customer Number', 'C-2001');
    expect(field('Equipment Number')).toBeDisabled();
  });

  it('aborts an older lookup for a newer one, and ignores its late answer', async () => {
    let answerFirst: (answer: { status: number; body: unknown }) => void = () => undefined;
    answerFor = (url) =>
      url.includes('EQ-1') && !url.includes('EQ-10452') ? new Promise((resolve) => (answerFirst = resolve)) : found(plotter);
    setup();
    await type('Equipment Number', 'EQ-1');
    await wait(1000);
    await type('Equipment Number', 'EQ-10452');
    const [first] = lookups();
    expect(first[1].signal?.aborted).toBe(true);
    await wait(1000);
    expect(status()).toHaveTextContent('Machine found');
    await act(async () => answerFirst(found(mfp)));
    expect(within(status()).getByText('HP DesignJet T1700')).toBeInTheDocument();
    expect(within(status()).queryByText('HP PageWide XL 4200')).not.toBeInTheDocument();
  });

  it('lists an account’s machines (warning), and picking one makes it found', async () => {
    setup();
    await type('Customer Number', 'C-2001');
    await wait(1000);
    expect(status()).toHaveTextContent('Choose your machine');
    expect(status()).toHaveTextContent('We found 2 machines for customer number C-2001');
    expect(status()).toHaveClass('alert-warning');
    const list = screen.getByRole('group', { name: 'Machines of customer number C-2001' });
    fireEvent.click(within(list).getByRole('radio', { name: /HP PageWide XL 4200 at Print shop \(equipment number EQ-10453\)/ }));
    expect(status()).toHaveTextContent('Machine found');
    expect(within(status()).getByText('Wide format MFP')).toBeInTheDocument();
  });

  it('an unknown number is a warning and clears the machine shown before', async () => {
    setup();
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    expect(within(status()).getByText('44-inch CAD plotter')).toBeInTheDocument();
    await type('Equipment Number', 'EQ-99');
    await wait(1000);
    expect(status()).toHaveTextContent('Not found');
    expect(status()).toHaveTextContent('No machine has equipment number EQ-99');
    expect(status()).toHaveClass('alert-warning');
    expect(within(status()).queryByText('44-inch CAD plotter')).not.toBeInTheDocument();
  });

  it('a number that cannot be one is not sent', async () => {
    setup();
    await type('Equipment Number', 'EQ 1');
    await wait(2000);
    expect(status()).toHaveTextContent('Check the number');
    expect(lookups()).toHaveLength(0);
  });

  it.each([
    ['a 502 answer', () => ({ status: 502, body: { ok: false, error: 'service gateway failed' } })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s says the lookup failed and gives the service line', async (_case, answer) => {
    answerFor = answer;
    setup();
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    expect(status()).toHaveTextContent('Lookup failed');
    expect(within(status()).getByRole('link', { name: SERVICE_PHONE })).toHaveAttribute('href', telHref(SERVICE_PHONE));
  });

  it('fills in and looks up the number of the address at once', async () => {
    window.history.replaceState(null, '', '/repair/servicecall?equipment=EQ-10452');
    setup();
    expect(field('Equipment Number')).toHaveValue('EQ-10452');
    await wait(0);
    expect(lookups()).toHaveLength(1);
    expect(status()).toHaveTextContent('Machine found');
  });
});

describe('the form', () => {
  it("counts the message's characters out of 255", async () => {
    setup();
    expect(screen.getByText('0 / 255')).toBeInTheDocument();
    await type('Message', 'Paper jam');
    expect(screen.getByText('9 / 255')).toBeInTheDocument();
    expect(field('Message')).toHaveAttribute('maxlength', '255');
  });

  it('reads Please Complete Form to Continue until the machine is found and every field valid, then Send', async () => {
    setup();
    await fillPerson();
    expect(screen.getByText('Please Complete Form to Continue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await type('Message', 'Too short');
    expect(screen.getByText('Please Complete Form to Continue')).toBeInTheDocument();
  });

  it('reads Verifying while the spam-check score is not in, and Send once it is 0.5 or more', async () => {
    let answerScore: (answer: { status: number; body: unknown }) => void = () => undefined;
    const score = new Promise<{ status: number; body: unknown }>((resolve) => (answerScore = resolve));
    answerFor = (url) => (url === '/api/verifycaptcha' ? score : found(plotter));
    setup(false, 'site-key');
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    expect(lookups()[0][1].headers).toEqual({ 'x-captcha-token': 'tok' });
    await fillPerson();
    expect(screen.getByText('Verifying')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await act(async () => answerScore({ status: 200, body: { ok: true, score: 0.9 } }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('asks nothing of the spam check until the form is first focused, and reads Please Complete Form to Continue meanwhile', async () => {
    answerFor = (url) => (url === '/api/verifycaptcha' ? { status: 200, body: { ok: true, score: 0.9 } } : found(plotter));
    setup(false, 'site-key');
    await wait(SPAM_CHECK_TIMEOUT_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Please Complete Form to Continue')).toBeInTheDocument();
    expect(screen.queryByText(/could not confirm/)).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.focus(field('Name'));
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/verifycaptcha']);
  });

  it('sends the machine, the lookup and the fields, and thanks naming the machine', async () => {
    answerFor = (url) =>
      url === '/api/service/request' ? { status: 200, body: { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' } } : found(plotter);
    setup();
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    await fillPerson();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/service/request');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Dana Whitfield',
      phone: '1 206 342 8631',
      email: 'dana@example.com',
      message: 'Jams on every roll change.',
      equipmentId: 10452,
      lookup: { by: 'equipment', number: 'EQ-10452' },
    });
    expect(status()).toHaveTextContent(
      `Thank you! Your service call for the HP DesignJet T1700 (equipment number EQ-10452) has been submitted to ${SHOP_NAME}. Your reference is R-2611-7Q4K.`,
    );
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it.each([
    [
      'queued',
      `Your service call is saved as R-2611-9XK2 but has not reached our service system yet. We will keep trying; if it is urgent, please call our service line at ${SERVICE_PHONE}.`,
    ],
    [
      'unknown',
      `Your service call R-2611-9XK2 may not have reached our service system. We will check it; if it is urgent, please call our service line at ${SERVICE_PHONE}.`,
    ],
    [
      'kept',
      `Your service call for the HP DesignJet T1700 (equipment number EQ-10452) is saved as R-2611-9XK2 and kept for our staff, who will see it in our request list; it was not sent by email. If it is urgent, please call our service line at ${SERVICE_PHONE}.`,
    ],
  ])('a call kept with the outcome %s says so, with the reference and the service line', async (outcome, text) => {
    answerFor = (url) =>
      url === '/api/service/request' ? { status: 202, body: { ok: true, reference: 'R-2611-9XK2', outcome } } : found(plotter);
    setup();
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    await fillPerson();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(status()).toHaveTextContent(text);
    expect(status()).not.toHaveTextContent('Thank you');
    expect(within(status()).getByRole('link', { name: SERVICE_PHONE })).toHaveAttribute('href', telHref(SERVICE_PHONE));
  });

  it('in test mode sends test: true and says no service call was created', async () => {
    answerFor = (url) =>
      url === '/api/service/request' ? { status: 200, body: { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' } } : found(plotter);
    setup(true);
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    await fillPerson();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(JSON.parse(fetchMock.mock.calls.at(-1)![1].body as string)).toMatchObject({ test: true });
    expect(status()).toHaveTextContent('was recorded as R-2611-7Q4K. As this is test mode, no service call was created.');
  });

  it('a failed send keeps every field, gives the service line and offers a retry', async () => {
    answerFor = (url) =>
      url === '/api/service/request' ? { status: 502, body: { ok: false, error: 'service gateway failed' } } : found(plotter);
    setup();
    await type('Equipment Number', 'EQ-10452');
    await wait(1000);
    await fillPerson();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`Your service call was not sent. Please try again or call our service line at ${SERVICE_PHONE}.`);
    expect(within(alert).getByRole('link', { name: SERVICE_PHONE })).toHaveAttribute('href', telHref(SERVICE_PHONE));
    expect(field('Equipment Number')).toHaveValue('EQ-10452');
    expect(field('Name')).toHaveValue('Dana Whitfield');
    expect(field('Message')).toHaveValue('Jams on every roll change.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('in mail mode (the server takes numbers as typed)', () => {
  const asTyped = { status: 200, body: { ok: true, asTyped: true } };

  it('notes a valid number once the first lookup says so, asks nothing more, and still refuses an invalid one', async () => {
    answerFor = () => asTyped;
    setup();
    await type('Equipment Number', 'EQ 1');
    expect(status()).toHaveTextContent('Check the number');
    await type('Equipment Number', 'EQ-77812');
    expect(status()).toHaveTextContent('Looking up equipment number EQ-77812');
    await wait(1000);
    expect(status()).toHaveTextContent(
      'Number notedWe send your request with equipment number EQ-77812 as you typed it; our service desk matches it to your machine.',
    );
    expect(status()).toHaveClass('alert-success');
    await type('Equipment Number', 'EQ-77813');
    expect(status()).toHaveTextContent('Number noted');
    await type('Equipment Number', 'EQ 2');
    expect(status()).toHaveTextContent('Check the number');
    await wait(2000);
    expect(lookups().map(([url]) => url)).toEqual(['/api/service/equipment?number=EQ-77812']);
  });

  it('sends the number without a machine id, and thanks naming the number', async () => {
    answerFor = (url) =>
      url.startsWith('/api/service/customer') ? asTyped : { status: 200, body: { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' } };
    setup();
    await type('Customer Number', 'ACCT-3391');
    await wait(1000);
    await fillPerson();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/service/customer?number=ACCT-3391', '/api/service/request']);
    expect(JSON.parse(fetchMock.mock.calls[1][1].body as string)).toEqual({
      name: 'Dana Whitfield',
      phone: '1 206 342 8631',
      email: 'dana@example.com',
      message: 'Jams on every roll change.',
      lookup: { by: 'customer', number: 'ACCT-3391' },
    });
    expect(status()).toHaveTextContent(
      `Thank you! Your service call for the machine of customer number ACCT-3391 has been submitted to ${SHOP_NAME}. Your reference is R-2611-7Q4K.`,
    );
  });
});
