import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { telHref } from '@/lib/format/shop-phone';
import { CONTACT_MESSAGES } from '@/lib/forms/contact';
import type { ContactVariant } from '@/lib/forms/contact-fields';
import { SHOP_NAME, SHOP_PHONE } from '@/test/fixtures/shop-facts';
import { CONTACT_ENDPOINT, ContactFormClient, type ContactFormClientProps } from './ContactFormClient';
import type { PostAnswer } from './postAnswer';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const props: ContactFormClientProps = {
  mailbox: 'sales',
  emailSubject: 'Leasing Page',
  variant: 'default',
  companyName: SHOP_NAME,
  phone: SHOP_PHONE,
  phoneHref: telHref(SHOP_PHONE),
};

function setup(variant: ContactVariant = 'default', more: Partial<ContactFormClientProps> = {}) {
  return render(<ContactFormClient {...props} variant={variant} {...more} />);
}

/** The part of a fetch Response the form reads (jsdom has no Response class). */
function fakeResponse(status: number, json: () => Promise<unknown>) {
  return { ok: status >= 200 && status < 300, status, json };
}

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue(fakeResponse(status, async () => body));
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** What fillValid types, by the field names the form sends. */
const VALID = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(206) 342-8631',
  subject: 'Lease a plotter',
  when: 'Mornings',
  message: 'We would like to lease a 36 inch plotter.',
};

function fillValid() {
  type('Name', VALID.name);
  type('Email', VALID.email);
  type('Phone', VALID.phone);
  type('Subject', VALID.subject);
  type('Best Time to Call', VALID.when);
  type('Message', VALID.message);
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send|Retry/ }));
  });
}

const labelsOf = {
  default: ['Name', 'Email', 'Phone', 'Subject', 'Best Time to Call', 'Message'],
  quote: ['Name', 'Email', 'Phone', 'Subject', 'Best Time to Call', 'Message'],
  quicksupply: ['Name', 'Email', 'Phone', 'Company Name', 'Best Time to Call', 'Supplies to Order'],
  pickup: ['Contact Name', 'Email', 'Phone', 'Company Name', 'Best Time to Call', 'Notes about Pickup'],
  repair: ['Name', 'Email', 'Phone', 'Machine Make and Model', 'Company Name', 'Description of the Problem'],
  basic: ['Name', 'Email', 'Phone'],
} satisfies Record<ContactVariant, string[]>;

describe('ContactFormClient', () => {
  it.each(Object.entries(labelsOf))('labels every field of the %s variant', (variant, labels) => {
    setup(variant as ContactVariant);
    for (const label of labels) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(labels.length);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  });

  it('marks required fields, sets autocomplete and limits, hides the honeypot', () => {
    setup('pickup');
    expect(screen.getByLabelText('Contact Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Contact Name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Company Name')).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByLabelText('Best Time to Call')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Notes about Pickup')).toHaveAttribute('maxlength', '5000');
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no error before a field is left, then its inline error, announced', async () => {
    setup();
    type('Name', 'Dan');
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    fireEvent.blur(screen.getByLabelText('Name'));
    // The first check loads the schema (zod, libphonenumber-js): over a second on a busy machine.
    const error = await screen.findByText('Please enter your full name', undefined, { timeout: 5000 });
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-describedby', error.id);
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('an invalid submit shows the alert and every inline message, and sends nothing', async () => {
    setup();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete all required fields');
    for (const message of [
      'Please enter your full name',
      'Please enter a valid email address',
      'Phone number required',
      'This field is required',
      'Please enter a more detailed message',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await act(async () => fillValid());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument();
  });

  it('a valid submit POSTs the request and shows the thank-you text', async () => {
    answer(200, { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' });
    setup();
    fillValid();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contactemail');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual({
      variant: 'default',
      contact_email: 'sales',
      email_subject: 'Leasing Page',
      ...VALID,
      v2: true,
      website: '',
    });
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(`Thank you! Your request has been submitted to ${SHOP_NAME}. Your reference is R-2611-7Q4K.`);
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a request kept but not delivered yet says so, with its reference and the phone number', async () => {
    answer(202, { ok: true, reference: 'R-2611-9XK2', outcome: 'queued' });
    setup();
    fillValid();
    await submit();
    const kept = await screen.findByRole('status');
    expect(kept).toHaveTextContent(
      `Your request is saved as R-2611-9XK2 but has not reached us yet. We will keep trying to deliver it; if it is urgent, please call us at ${SHOP_PHONE}.`,
    );
    expect(kept).not.toHaveTextContent('Thank you');
    expect(within(kept).getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
    expect(kept).toHaveFocus();
  });

  it('a request kept for the staff (no mail transport) says so: saved with its reference, not sent by email, and the phone number', async () => {
    answer(202, { ok: true, reference: 'R-2611-KP3T', outcome: 'kept' });
    setup();
    fillValid();
    await submit();
    const kept = await screen.findByRole('status');
    expect(kept).toHaveTextContent(
      `Your request is saved as R-2611-KP3T and kept for our staff, who will see it in our request list; it was not sent by email. If it is urgent, please call us at ${SHOP_PHONE}.`,
    );
    expect(kept).toHaveClass('alert-warning');
    expect(kept).not.toHaveTextContent('Thank you');
    expect(within(kept).getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
  });

  it('the basic variant sends name, email and phone only', async () => {
    answer(200, { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' });
    setup('basic');
    type('Name', 'Dana Whitfield');
    type('Email', 'dana@example.com');
    type('Phone', '2063428631');
    await submit();
    const body = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(body).toMatchObject({ variant: 'basic', name: 'Dana Whitfield', phone: '2063428631' });
    expect(body).not.toHaveProperty('subject');
    expect(body).not.toHaveProperty('message');
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('shows the sending state and refuses a second submit meanwhile', async () => {
    let finish: (response: ReturnType<typeof fakeResponse>) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    setup();
    fillValid();
    await submit();
    const button = screen.getByRole('button', { name: 'Sending' });
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => finish(fakeResponse(200, async () => ({ ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' }))));
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it.each([
    ['a 500 answer', () => answer(500, { ok: false, error: 'upstream failed' })],
    ['a 200 answer without ok: true', () => answer(200, { ok: false })],
    ['a 200 answer without a reference', () => answer(200, { ok: true })],
    [
      'an answer that is not JSON',
      () => fetchMock.mockResolvedValue(fakeResponse(200, () => Promise.reject(new SyntaxError('Unexpected token <')))),
    ],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('%s shows the failure alert, keeps the values and allows a retry', async (_case, arrange) => {
    arrange();
    setup();
    fillValid();
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your request was not sent.');
    expect(alert).toHaveTextContent(`Please try again or call us at ${SHOP_PHONE}`);
    expect(screen.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Whitfield');
    expect(screen.getByLabelText('Message')).toHaveValue('We would like to lease a 36 inch plotter.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    answer(200, { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' });
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you!'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the timeout', async () => {
    setup();
    fillValid();
    // Like fetch: never answers, rejects with the signal's reason once it is aborted.
    fetchMock.mockImplementation((_url: string, { signal }: RequestInit) => {
      return new Promise((_resolve, reject) => {
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    });
    const timedOut = AbortSignal.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    const timeout = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(timedOut);
    await submit();
    expect(timeout).toHaveBeenCalledWith(15_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Your request was not sent.');
    timeout.mockRestore();
  });
});

/** What a refused post typed (lib/api/form-post.ts keeps the typed fields only), as its answer page gives it back. */
const typedValues = {
  name: 'Al',
  email: 'dana@example',
  phone: '(206) 342-8631',
  subject: 'Lease a plotter',
  when: 'Mornings',
  message: 'We would like to lease a 36 inch plotter.',
};

describe('ContactFormClient without JavaScript (docs/requirements.md#forms-without-javascript)', () => {
  it(`is a form that posts itself to ${CONTACT_ENDPOINT}: method post, its placement in hidden inputs, each field under its name`, () => {
    const { container } = setup('quote');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', CONTACT_ENDPOINT);
    expect(CONTACT_ENDPOINT).toBe('/api/contactemail');
    const hidden = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (input) => [input.name, input.value]);
    expect(Object.fromEntries(hidden)).toEqual({ variant: 'quote', contact_email: 'sales', email_subject: 'Leasing Page' });
    expect(hidden).toHaveLength(3);

    // What the browser posts: the fields the route handler's schema reads, under their names.
    fillValid();
    expect(Object.fromEntries(new FormData(form))).toEqual({
      variant: 'quote',
      contact_email: 'sales',
      email_subject: 'Leasing Page',
      ...VALID,
      website: '',
    });
  });

  it('renders on the server what a page without scripts shows: the typed values, each error by its field, the alert, and Send while the spam check cannot run', () => {
    const html = renderToStaticMarkup(
      <ContactFormClient
        {...props}
        recaptchaSiteKey="site-key"
        answer={{ values: typedValues, fieldErrors: { name: [CONTACT_MESSAGES.name], email: [CONTACT_MESSAGES.email] } }}
      />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const input = (name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(input('name').value).toBe('Al');
    expect(input('email').value).toBe('dana@example');
    expect(input('message').value).toBe(typedValues.message);
    for (const [name, message] of [
      ['name', CONTACT_MESSAGES.name],
      ['email', CONTACT_MESSAGES.email],
    ]) {
      expect(input(name)).toHaveAttribute('aria-invalid', 'true');
      expect(page.querySelector(`#${CSS.escape(input(name).getAttribute('aria-describedby')!)}`)).toHaveTextContent(message);
    }
    expect(input('phone')).not.toHaveAttribute('aria-invalid');
    expect(page.querySelector('[role="alert"]')).toHaveTextContent('Please complete all required fields');
    // The check's script cannot run: in place of 'Verifying', a Send button inside <noscript>.
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>Send<\/button><\/noscript>/);
  });

  it("with a refused post's answer: the typed values in their fields, each error next to its field, and 'Please complete all required fields'", async () => {
    setup('default', {
      answer: {
        values: typedValues,
        fieldErrors: { name: [CONTACT_MESSAGES.name, CONTACT_MESSAGES.tooLong(5)], email: [CONTACT_MESSAGES.email] },
      },
    });
    for (const [label, value] of [
      ['Name', 'Al'],
      ['Email', 'dana@example'],
      ['Phone', typedValues.phone],
      ['Subject', typedValues.subject],
      ['Best Time to Call', typedValues.when],
      ['Message', typedValues.message],
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    for (const [label, message] of [
      ['Name', CONTACT_MESSAGES.name],
      ['Email', CONTACT_MESSAGES.email],
    ]) {
      const error = screen.getByText(message);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-describedby', error.id);
    }
    // The first message of each field only.
    expect(screen.queryByText(CONTACT_MESSAGES.tooLong(5))).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete all required fields');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Your request was not sent.');

    // With scripts running on the page, the corrected form sends as any other.
    answer(200, { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' });
    await act(async () => {
      type('Name', 'Dana Whitfield');
      type('Email', 'dana@example.com');
    });
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      when: 'Mornings',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
  });

  it('with an accepted post held for a check (review): the thank-you that says a person reads it first, with its reference', () => {
    setup('default', { answer: { accepted: { reference: 'R-2611-7Q4K', outcome: 'review' } } });
    const held = screen.getByRole('status');
    expect(held).toHaveTextContent(
      `Your request is saved as R-2611-7Q4K. It was sent without JavaScript, so our spam check could not run: a member of our staff will read it before it goes on. If it is urgent, please call us at ${SHOP_PHONE}.`,
    );
    expect(held).toHaveClass('alert-warning');
    expect(held).not.toHaveTextContent('Thank you');
    expect(within(held).getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with an accepted post that was sent: the thank-you with its reference', () => {
    setup('default', { answer: { accepted: { reference: 'R-2611-7Q4K', outcome: 'sent' } } });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Thank you! Your request has been submitted to ${SHOP_NAME}. Your reference is R-2611-7Q4K.`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('with a post that failed further on: the values kept, the failure alert, and Retry, which sends them', async () => {
    const failed: PostAnswer = { values: { ...typedValues, name: 'Dana Whitfield', email: 'dana@example.com' }, failed: true };
    setup('default', { answer: failed });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`Your request was not sent. Please try again or call us at ${SHOP_PHONE}.`);
    expect(alert).not.toHaveTextContent('Please complete all required fields');
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Whitfield');
    expect(screen.getByLabelText('Message')).toHaveValue(typedValues.message);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    answer(200, { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ ...failed.values, variant: 'default', contact_email: 'sales' });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
  });
});

describe('ContactFormClient before its script runs', () => {
  // react-hook-form keeps the value of a field edited before the form registered it, rather than
  // its default: a visitor who types on a slow link while the script loads loses nothing.
  it('keeps what a visitor typed into the server-rendered form once it hydrates, and sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactFormClient {...props} />);
    document.body.appendChild(container);
    // Typed while the page's script was still on its way.
    const typedEarly = { Name: VALID.name, Email: VALID.email, Message: VALID.message };
    for (const [label, value] of Object.entries(typedEarly)) {
      (within(container).getByLabelText(label) as HTMLInputElement).value = value;
    }
    await act(async () => {
      hydrateRoot(container, <ContactFormClient {...props} />);
    });
    for (const [label, value] of Object.entries(typedEarly)) expect(within(container).getByLabelText(label)).toHaveValue(value);

    for (const [label, value] of [
      ['Phone', VALID.phone],
      ['Subject', VALID.subject],
    ]) {
      fireEvent.change(within(container).getByLabelText(label), { target: { value } });
    }
    answer(200, { ok: true, reference: 'R-2611-7Q4K', outcome: 'sent' });
    await act(async () => {
      fireEvent.click(within(container).getByRole('button', { name: 'Send' }));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ name: VALID.name, email: VALID.email, message: VALID.message });
    container.remove();
  });
});
