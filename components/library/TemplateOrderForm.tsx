'use client';

import { memo, useId } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { FieldHint } from '@/components/forms/FieldLayout';
import { HydrateAfterPage } from '@/components/forms/HydrateAfterPage';
import { lazyZodResolver } from '@/components/forms/lazyZodResolver';
import { useFormDraft } from '@/components/forms/useFormDraft';
import type { PrintTemplate } from '@/lib/content/templates';
import type { OrderFormInput, OrderFormOutput, OrderRequestInput } from '@/lib/forms/order';
import { ORDER_LIMITS, typedQuantity } from '@/lib/forms/order-limits';
import { formatUsd, orderAmount, orderDescription, unitPrice } from '@/lib/requests/order-pricing';
import { PayPalCheckout } from './PayPalCheckout';
import styles from './TemplateOrderForm.module.css';

const { quantityMin, quantityMax, instructionsMax } = ORDER_LIMITS;

// The schema (zod) loads when the form is first checked, as the other forms' do: the page's first
// JavaScript stays within its budget (docs/requirements.md#speed).
const validation = lazyZodResolver<OrderFormInput, OrderFormOutput>(() =>
  import('@/lib/forms/order').then(({ orderFormSchema }) => orderFormSchema),
);

export interface TemplateOrderFormProps {
  /** The template's zero-based index in data/templates.json (its page's id). */
  templateId: number;
  /** Its description, and its sizes with their prices in the same order. */
  template: Pick<PrintTemplate, 'description' | 'sizes' | 'price'>;
  /** The print styles to choose from, the first chosen at first (docs/requirements.md#template-library, rule 4). */
  printStyles: readonly OrderRequestInput['style'][];
  materials: readonly OrderRequestInput['material'][];
  /** Phone number to order by, and its tel: link; passed in so no site config reaches the client. */
  phone: string;
  phoneHref: string;
  /** Public PayPal client id; none: online payment is unavailable. */
  paypalClientId?: string;
}

/**
 * The order form of a template page (docs/requirements.md#sign-orders): Style, Material, Size with
 * its price, a quantity stepper (whole numbers 1-500) and Extra Instructions, checked with the
 * order's shape schema (lib/forms/order.ts) as they change; the unit price and the total,
 * computed by the same function the server charges with; and the PayPal payment widget, which
 * sends the whole selection once it is valid. The server checks it again, with the catalogue.
 * Hydrated after the rest of the page (HydrateAfterPage).
 */
export function TemplateOrderForm(props: TemplateOrderFormProps) {
  return (
    <HydrateAfterPage>
      <TemplateOrderFormState {...props} />
    </HydrateAfterPage>
  );
}

/** The form's first values: the first of each list, the minimum quantity, no instructions. */
function orderDefaults({ template, printStyles, materials }: TemplateOrderFormProps): OrderFormInput {
  return {
    style: printStyles[0],
    material: materials[0],
    size: template.sizes[0],
    quantity: String(quantityMin),
    instructions: '',
  };
}

/**
 * Calls `useForm` for TemplateOrderFields, which is memoized: react-hook-form renders its caller once
 * more after hydration, and only this small component renders then (docs/decisions.md,
 * "`useForm` in a component of its own").
 */
function TemplateOrderFormState(props: TemplateOrderFormProps) {
  const form = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: validation.resolver,
    mode: 'onChange',
    defaultValues: orderDefaults(props),
  });
  return <TemplateOrderFields {...props} form={form} />;
}

interface TemplateOrderFieldsProps extends TemplateOrderFormProps {
  /** useForm's answer: the same object on every render. */
  form: UseFormReturn<OrderFormInput, unknown, OrderFormOutput>;
}

const TemplateOrderFields = memo(function TemplateOrderFields({ form, ...props }: TemplateOrderFieldsProps) {
  const { templateId, template, printStyles, materials, phone, phoneHref, paypalClientId } = props;
  const id = useId();
  const defaults = orderDefaults(props);
  const { register, reset, setValue, trigger, control } = form;
  // Read through useFormState, not form.formState: a change re-renders the fields, not TemplateOrderFormState.
  const { errors, validatingFields } = useFormState({ control });
  const typed = { ...defaults, ...useWatch({ control }) };
  // A kept choice is taken back only if the page still offers it; a kept quantity is checked again.
  const draft = useFormDraft('sign-order', typed, (stored) => {
    reset({
      style: printStyles.find((option) => option === stored.style) ?? defaults.style,
      material: materials.find((option) => option === stored.material) ?? defaults.material,
      size: template.sizes.find((option) => option === stored.size) ?? defaults.size,
      quantity: stored.quantity ?? defaults.quantity,
      instructions: stored.instructions ?? defaults.instructions,
    });
    if (stored.quantity !== undefined) void trigger('quantity');
  });

  function clearForm() {
    reset(defaults);
    draft.clear();
  }

  // What the widget sends, null while the quantity is being checked or is not valid: the other
  // controls offer only what the schema accepts (lists, and instructions capped by maxLength).
  const quantityValid = !errors.quantity && !validatingFields.quantity;
  const order: OrderRequestInput | null = quantityValid ? { templateId, ...typed, quantity: Number(typed.quantity) } : null;
  // The stepper counts on from the quantity shown when the schema would take it, also while it is
  // being checked (a second quick click counts), and from the minimum otherwise.
  const stepFrom = typedQuantity(typed.quantity) ?? quantityMin;
  const step = (quantity: number) => setValue('quantity', String(quantity), { shouldValidate: true });
  const unit = unitPrice(template, typed.size);
  const choices = [
    { name: 'style', label: 'Style', options: printStyles },
    { name: 'material', label: 'Material', options: materials },
  ] as const;

  return (
    <form className={styles.form} aria-label={`Order prints of ${template.description}`} onSubmit={(event) => event.preventDefault()}>
      {choices.map(({ name, label, options }) => (
        <Field key={name} id={`${id}-${name}`} label={label}>
          {(control) => (
            <select {...control} {...register(name)}>
              {options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <Field id={`${id}-size`} label="Size">
        {(control) => (
          <select {...control} {...register('size')}>
            {template.sizes.map((option) => (
              <option key={option} value={option}>
                {option} - {formatUsd(unitPrice(template, option))}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-quantity`} label="Quantity" error={errors.quantity?.message}>
        {(control) => (
          <div className={styles.stepper}>
            <button
              type="button"
              className="button button-outline"
              aria-label="Decrease quantity"
              disabled={stepFrom <= quantityMin}
              onClick={() => step(Math.max(quantityMin, stepFrom - 1))}
            >
              −
            </button>
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={quantityMin}
              max={quantityMax}
              step={1}
              defaultValue={defaults.quantity}
              {...register('quantity')}
            />
            <button
              type="button"
              className="button button-outline"
              aria-label="Increase quantity"
              disabled={stepFrom >= quantityMax}
              onClick={() => step(Math.min(quantityMax, stepFrom + 1))}
            >
              +
            </button>
          </div>
        )}
      </Field>
      <Field id={`${id}-instructions`} label="Extra Instructions">
        {(control) => (
          <>
            <textarea
              {...control}
              maxLength={instructionsMax}
              aria-describedby={`${id}-instructions-count`}
              {...register('instructions')}
            />
            <FieldHint id={`${id}-instructions-count`}>
              {typed.instructions.length} of {instructionsMax} characters
            </FieldHint>
          </>
        )}
      </Field>
      <button type="button" className={`button button-outline ${styles.clear}`} onClick={clearForm}>
        Clear form
      </button>
      <div className={styles.payment} aria-labelledby={`${id}-payment`} role="group">
        <h3 id={`${id}-payment`}>Total and payment</h3>
        <output className={styles.summary} htmlFor={`${id}-style ${id}-material ${id}-size ${id}-quantity`}>
          <span className={styles.line}>Unit price: {formatUsd(unit)}</span>
          {order ? (
            <>
              <span className={styles.line}>{orderDescription(template.description, order)}</span>
              <span className={`${styles.line} ${styles.total}`}>
                Total: {formatUsd(orderAmount(template, order.size, order.quantity))} USD
              </span>
            </>
          ) : (
            <span className={styles.line}>Choose a quantity to see your total.</span>
          )}
        </output>
        <PayPalCheckout clientId={paypalClientId} order={order} phone={phone} phoneHref={phoneHref} onPaid={draft.clear} />
      </div>
    </form>
  );
});
