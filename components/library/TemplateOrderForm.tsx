'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { formatPrice, MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from './order';
import './library.css';

const INSTRUCTIONS_MAX = 1000;

export interface TemplateOrderFormProps {
  /** The template's description, named in the order summary. */
  description: string;
  /** Sizes of the template and their prices, same order (data/templates.json). */
  sizes: string[];
  prices: number[];
  styles: readonly string[];
  materials: readonly string[];
  /** Phone number to order by, and its tel: link; passed in so no site config reaches the client. */
  phone: string;
  phoneHref: string;
}

/**
 * The order form of a template page (spec, 'Template detail'): Style, Material, Size with its
 * price, a quantity stepper (whole numbers 1-500) and Extra Instructions, with an estimated total.
 * Until online payment is built, the payment area (an `h3`) tells the visitor to order by phone or ask for
 * a quote, with a summary of the selection to read out.
 */
export function TemplateOrderForm({ description, sizes, prices, styles, materials, phone, phoneHref }: TemplateOrderFormProps) {
  const id = useId();
  const [style, setStyle] = useState(styles[0]);
  const [material, setMaterial] = useState(materials[0]);
  const [sizeIndex, setSizeIndex] = useState(0);
  const [quantityText, setQuantityText] = useState(String(MIN_QUANTITY));
  const [instructions, setInstructions] = useState('');

  const quantity = parseQuantity(quantityText);
  const stepFrom = quantity ?? MIN_QUANTITY;
  const summary =
    quantity === null
      ? 'Choose a quantity to see your total.'
      : `${quantity} × ${description}, ${style} on ${material}, ${sizes[sizeIndex]}: estimated total ${formatPrice(prices[sizeIndex] * quantity)}.`;

  return (
    <form className="form template-order" aria-label={`Order prints of ${description}`} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-style`}>Style</label>
        <select id={`${id}-style`} value={style} onChange={(event) => setStyle(event.target.value)}>
          {styles.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-material`}>Material</label>
        <select id={`${id}-material`} value={material} onChange={(event) => setMaterial(event.target.value)}>
          {materials.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-size`}>Size</label>
        <select id={`${id}-size`} value={sizeIndex} onChange={(event) => setSizeIndex(Number(event.target.value))}>
          {sizes.map((size, index) => (
            <option key={size} value={index}>
              {size} - {formatPrice(prices[index])}
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
            disabled={stepFrom <= MIN_QUANTITY}
            onClick={() => setQuantityText(String(Math.max(MIN_QUANTITY, stepFrom - 1)))}
          >
            −
          </button>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
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
            disabled={stepFrom >= MAX_QUANTITY}
            onClick={() => setQuantityText(String(Math.min(MAX_QUANTITY, stepFrom + 1)))}
          >
            +
          </button>
        </div>
        {quantity === null && (
          <p className="field-error" id={`${id}-quantity-error`}>
            Enter a whole number from {MIN_QUANTITY} to {MAX_QUANTITY}.
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-instructions`}>Extra Instructions</label>
        <textarea
          id={`${id}-instructions`}
          maxLength={INSTRUCTIONS_MAX}
          value={instructions}
          aria-describedby={`${id}-instructions-count`}
          onChange={(event) => setInstructions(event.target.value)}
        />
        <p className="field-hint" id={`${id}-instructions-count`}>
          {instructions.length} of {INSTRUCTIONS_MAX} characters
        </p>
      </div>
      <div className="template-payment" aria-labelledby={`${id}-payment`} role="group">
        <h3 id={`${id}-payment`}>How to order</h3>
        <p>
          <output htmlFor={`${id}-style ${id}-material ${id}-size ${id}-quantity`}>
            {summary}
          </output>
        </p>
        <p>
          Online payment is not available yet. Call us at <a href={phoneHref}>{phone}</a> with your selection and we will
          take your order, or <Link href="/quote">request a quote</Link> and we will get back to you.
        </p>
      </div>
    </form>
  );
}
