import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { templateMaterials, templateStyles } from '@/lib/content/templates';
import { telHref } from '@/lib/format/shop-phone';
import { SHOP_PHONE } from '@/test/fixtures/shop-facts';
import { TemplateOrderForm } from './TemplateOrderForm';

function renderForm() {
  return render(
    <TemplateOrderForm
      templateId={3}
      template={{ description: 'Face Mask Required', sizes: ['8.5x11', '17x22', '34x44'], price: [5, 10, 20] }}
      printStyles={templateStyles}
      materials={templateMaterials}
      phone={SHOP_PHONE}
      phoneHref={telHref(SHOP_PHONE)}
    />,
  );
}

const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const summary = () => screen.getByRole('status');

/** A change to a valid order, then the form's check of it (the schema loads on first use). */
async function settle(change: () => void) {
  await act(async () => change());
  await waitFor(() => expect(summary()).toHaveTextContent('Total:'));
}

describe('TemplateOrderForm', () => {
  it('comes from the server with its first quantity in the field, as before its script runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(
      <TemplateOrderForm
        templateId={3}
        template={{ description: 'Face Mask Required', sizes: ['8.5x11'], price: [5] }}
        printStyles={templateStyles}
        materials={templateMaterials}
        phone={SHOP_PHONE}
        phoneHref={telHref(SHOP_PHONE)}
      />,
    );
    expect(container.querySelector('input[name="quantity"]')).toHaveValue(1);
  });

  it('labels every control and lists each size with its price', () => {
    renderForm();
    expect(screen.getByLabelText('Style')).toHaveDisplayValue('Poster');
    expect(screen.getByLabelText('Material')).toHaveDisplayValue('Glossy Poster');
    const size = screen.getByLabelText('Size');
    expect(Array.from((size as HTMLSelectElement).options, (o) => o.text)).toEqual(['8.5x11 - $5.00', '17x22 - $10.00', '34x44 - $20.00']);
    expect(quantity()).toHaveValue(1);
    expect(quantity()).toHaveAttribute('min', '1');
    expect(quantity()).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Extra Instructions')).toHaveAttribute('maxLength', '1000');
  });

  it('shows the unit price of the size and the total for the quantity as they change', async () => {
    renderForm();
    expect(summary()).toHaveTextContent('Unit price: $5.00');
    expect(summary()).toHaveTextContent('Total: $5.00 USD');
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    await settle(() => fireEvent.click(plus));
    await settle(() => fireEvent.click(plus));
    expect(quantity()).toHaveValue(3);
    await settle(() => fireEvent.change(screen.getByLabelText('Size'), { target: { value: '17x22' } }));
    await settle(() => fireEvent.change(screen.getByLabelText('Style'), { target: { value: 'Window Cling' } }));
    expect(summary()).toHaveTextContent('Unit price: $10.00');
    expect(summary()).toHaveTextContent('Face Mask Required sign: Window Cling, Glossy Poster, 17x22, quantity 3');
    expect(summary()).toHaveTextContent('Total: $30.00 USD');
    await settle(() => fireEvent.change(quantity(), { target: { value: '500' } }));
    expect(plus).toBeDisabled();
    expect(summary()).toHaveTextContent('Total: $5000.00 USD');
    await settle(() => fireEvent.click(minus));
    expect(quantity()).toHaveValue(499);
  });

  it('counts every click of the stepper, also one made while the last quantity is being checked', async () => {
    renderForm();
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    // Each click is rendered, and the second comes before the first one's check has settled: the
    // form shows no total in between (the schema loads on first use, and checks asynchronously).
    act(() => fireEvent.click(plus));
    expect(summary()).toHaveTextContent('Choose a quantity to see your total.');
    act(() => fireEvent.click(plus));
    await waitFor(() => expect(summary()).toHaveTextContent('Total: $15.00 USD'));
    expect(quantity()).toHaveValue(3);
    act(() => fireEvent.click(minus));
    expect(summary()).toHaveTextContent('Choose a quantity to see your total.');
    act(() => fireEvent.click(minus));
    await waitFor(() => expect(summary()).toHaveTextContent('Total: $5.00 USD'));
    expect(quantity()).toHaveValue(1);
  });

  it('steps from the minimum when the quantity typed is not one the form takes', async () => {
    renderForm();
    fireEvent.change(quantity(), { target: { value: '1e2' } });
    await waitFor(() => expect(quantity()).toHaveAttribute('aria-invalid', 'true'));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' })));
    expect(quantity()).toHaveValue(2);
  });

  it('says what is wrong with a quantity that is not a whole number from 1 to 500', async () => {
    renderForm();
    fireEvent.change(quantity(), { target: { value: '0' } });
    await waitFor(() => expect(quantity()).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity()).toHaveAccessibleDescription('Enter a whole number from 1 to 500.');
    expect(summary()).toHaveTextContent('Choose a quantity to see your total.');
  });

  it('offers no total while a quantity is being checked, so PayPal never gets one not yet checked', async () => {
    renderForm();
    fireEvent.change(quantity(), { target: { value: '7' } });
    expect(summary()).toHaveTextContent('Choose a quantity to see your total.');
    // Once checked, the total is offered.
    await waitFor(() => expect(summary()).toHaveTextContent('Total: $35.00 USD'));
  });

  it('offers the phone number and a quote when no PayPal client id is configured', () => {
    renderForm();
    expect(screen.getByText(/Online payment is unavailable right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', telHref(SHOP_PHONE));
    expect(screen.getByRole('link', { name: 'request a quote' })).toHaveAttribute('href', '/quote');
  });

  it('counts the characters of the extra instructions', async () => {
    renderForm();
    await settle(() => fireEvent.change(screen.getByLabelText('Extra Instructions'), { target: { value: 'Laminate please' } }));
    expect(screen.getByText('15 of 1000 characters')).toBeInTheDocument();
  });
});
