'use client';

import { useId, useState } from 'react';
import type { PrintTemplate } from '@/lib/data/templates';
import { formatUsd, orderAmount, orderDescription, unitPrice } from '@/lib/orders/pricing';
import type { OrderRequestInput } from '@/lib/schemas/order';
import { ORDER_LIMITS } from '@/lib/schemas/order-limits';
import { parseQuantity } from './order';
import { PayPalCheckout } from './PayPalCheckout';
import './library.css';

const { quantityMin, quantityMax, instructionsMax } = ORDER_LIMITS;

export interface TemplateOrderFormProps {
  /** The template's zero-based index in data/templates.json (its page's id). */
  templateId: number;
  /** Its description, and its sizes with their prices in the same order. */
  template: Pick<PrintTemplate, 'description' | 'sizes' | 'price'>;
  styles: readonly OrderRequestInput['style'][];
  materials: readonly OrderRequestInput['material'][];
  /** Phone number to order by, and its tel: link; passed in so no site config reaches the client. */
  phone: string;
  phoneHref: string;
  /** Public PayPal client id; none: online payment is unavailable. */
  paypalClientId?: string;
}

/**
 * The order form of a template page (spec, 'Template detail'; issue 'Sign orders that are paid
 * right', points 1 and 4): Style, Material, Size with its price, a quantity stepper (whole numbers
 * 1-500) and Extra Instructions; the unit price and the total, computed by the same function the
 * server charges with; and the PayPal payment widget, which sends the whole selection.
 */
export function TemplateOrderForm({ templateId, template, styles, materials, phone, phoneHref, paypalClientId }: TemplateOrderFormProps) {
  const id = useId();
  const [style, setStyle] = useState(styles[0]);
  const [material, setMaterial] = useState(materials[0]);
  const [size, setSize] = useState(template.sizes[0]);
  const [quantityText, setQuantityText] = useState(String(quantityMin));
  const [instructions, setInstructions] = useState('');

  const quantity = parseQuantity(quantityText);
  const stepFrom = quantity ?? quantityMin;
  const unit = unitPrice(template, size);
  // What the widget sends, null while the quantity is not valid: the other controls offer only what
  // the server accepts (styles, materials and sizes from lists, instructions capped by maxLength).
  // The server checks the whole order with orderRequestSchema; loading zod here for the same check
  // would put the page over its JavaScript budget.
  const order: OrderRequestInput | null = quantity === null ? null : { templateId, style, material, size, quantity, instructions };

  return (
    <form className="form template-order" aria-label={`Order prints of ${template.description}`} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-style`}>Style</label>
        <select id={`${id}-style`} value={style} onChange={(event) => setStyle(styles.find((option) => option === event.target.value) ?? style)}>
          {styles.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-material`}>Material</label>
        <select
          id={`${id}-material`}
          value={material}
          onChange={(event) => setMaterial(materials.find((option) => option === event.target.value) ?? material)}
        >
          {materials.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-size`}>Size</label>
        <select id={`${id}-size`} value={size} onChange={(event) => setSize(event.target.value)}>
          {template.sizes.map((option) => (
            <option key={option} value={option}>
              {option} - {formatUsd(unitPrice(template, option))}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-quantity`}>Quantity</label>
        <div className="quantity-stepper">
          <button
            type="button"
            className="button button-outline"
            aria-label="Decrease quantity"
            disabled={stepFrom <= quantityMin}
            onClick={() => setQuantityText(String(Math.max(quantityMin, stepFrom - 1)))}
          >
            −
          </button>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={quantityMin}
            max={quantityMax}
            step={1}
            value={quantityText}
            aria-invalid={quantity === null}
            aria-describedby={quantity === null ? `${id}-quantity-error` : undefined}
            onChange={(event) => setQuantityText(event.target.value)}
          />
          <button
            type="button"
            className="button button-outline"
            aria-label="Increase quantity"
            disabled={stepFrom >= quantityMax}
            onClick={() => setQuantityText(String(Math.min(quantityMax, stepFrom + 1)))}
          >
            +
          </button>
        </div>
        <div className="field-error-live" aria-live="polite">
          {quantity === null && (
            <p className="field-error" id={`${id}-quantity-error`}>
              Enter a whole number from {quantityMin} to {quantityMax}.
            </p>
          )}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-instructions`}>Extra Instructions</label>
        <textarea
          id={`${id}-instructions`}
          maxLength={instructionsMax}
          value={instructions}
          aria-describedby={`${id}-instructions-count`}
          onChange={(event) => setInstructions(event.target.value)}
        />
        <p className="field-hint" id={`${id}-instructions-count`}>
          {instructions.length} of {instructionsMax} characters
        </p>
      </div>
      <div className="template-payment" aria-labelledby={`${id}-payment`} role="group">
        <h3 id={`${id}-payment`}>Total and payment</h3>
        <output className="order-summary" htmlFor={`${id}-style ${id}-material ${id}-size ${id}-quantity`}>
          <span className="order-summary-line">Unit price: {formatUsd(unit)}</span>
          {order ? (
            <>
              <span className="order-summary-line">{orderDescription(template.description, order)}</span>
              <span className="order-summary-line order-total">
                Total: {formatUsd(orderAmount(template, size, order.quantity))} USD
              </span>
            </>
          ) : (
            <span className="order-summary-line">Choose a quantity to see your total.</span>
          )}
        </output>
        <PayPalCheckout clientId={paypalClientId} order={order} phone={phone} phoneHref={phoneHref} />
      </div>
    </form>
  );
}
