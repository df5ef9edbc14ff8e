'use client';

import { memo, useId, type ReactNode } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { FieldGrid, FieldGroup, FieldHint } from '@/components/forms/FieldLayout';
import { HydrateAfterPage } from '@/components/forms/HydrateAfterPage';
import { lazyZodResolver } from '@/components/forms/lazyZodResolver';
import { Reference } from '@/components/forms/Reference';
import { RequestForm } from '@/components/forms/RequestForm';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { SpamCheckProvider, useSpamCheck } from '@/components/forms/SpamCheck';
import { SubmissionThankYou } from '@/components/forms/SubmissionThankYou';
import { SubmitArea } from '@/components/forms/SubmitArea';
import { ThankYou } from '@/components/forms/ThankYou';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useFormSend } from '@/components/forms/useFormSend';
import type { SubmissionAnswer } from '@/lib/browser/fetch-json';
import { CONTACT_LIMITS } from '@/lib/forms/contact-fields';
import type { Equipment, ServiceCallFields, ServiceCallFieldsInput, ServiceCallRequestInput } from '@/lib/forms/service-call';
import { SERVICE_CALL_LIMITS } from '@/lib/forms/service-call-fields';
import { useDeepLink } from './deepLink';
import { EquipmentLookupFields } from './EquipmentLookupFields';
import styles from './servicecall.module.css';
import { useEquipmentLookup, type LookupQuery } from './useEquipmentLookup';

/** Where the service call is posted; the handler validates it with the same schema. */
export const SERVICE_REQUEST_ENDPOINT = '/api/service/request';

export interface ServiceCallWithIdProps {
  /** /repairbeta: requests carry `test: true` and never create a real service call. */
  testMode: boolean;
  /** Company name for the thank-you text, from the site config. */
  companyName: string;
  /** The service line as a link that dials it (a `PhoneLink`, made on the server), offered when a lookup or a send fails. */
  servicePhone: ReactNode;
  /** Public reCAPTCHA site key; none means the spam check is open (see SpamCheck.tsx). */
  recaptchaSiteKey?: string;
}

const personFields = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

const emptyValues: ServiceCallFieldsInput = { name: '', phone: '', email: '', message: '' };

// The schema (zod, libphonenumber-js) loads with the form, as its own chunk: Send waits for the
// fields to be valid, so they are checked from the start.
const validation = lazyZodResolver<ServiceCallFieldsInput, ServiceCallFields>(() =>
  import('@/lib/forms/service-call').then(({ serviceCallFieldsSchema }) => serviceCallFieldsSchema),
);

/** What a call is for: the machine found, or the number as typed (mail mode). */
type CallFor = { equipment: Equipment } | { query: LookupQuery };

/**
 * How the thank-you names what the call is for: 'HP DesignJet T1700 (equipment number EQ-10452)',
 * or, for a number taken as typed, 'machine with equipment number EQ-10452' / 'machine of customer
 * number C-7'.
 */
function machineName(callFor: CallFor) {
  if ('query' in callFor) {
    const { kind, number } = callFor.query;
    return kind === 'equipment' ? `machine with equipment number ${number}` : `machine of customer number ${number}`;
  }
  const machine = callFor.equipment;
  return machine.model ? `${machine.model} (equipment number ${machine.number})` : `machine with equipment number ${machine.number}`;
}

/**
 * The service call with an equipment ID (docs/requirements.md#service-calls): find the machine by
 * Equipment Number or Customer Number, then Name, Phone, Email and Message (with an 'N / 255'
 * counter). The button area reads 'Please Complete Form to Continue' until the machine is found and
 * every field is valid, 'Verifying' while the spam-check score is below 0.5, then Send; sending
 * shows a spinner, success replaces the form with a thank-you naming the machine, failure keeps
 * every field and gives the service line. A number in the address (`?equipment=` or `?customer=`)
 * is filled in and looked up.
 */
export function ServiceCallWithId(props: ServiceCallWithIdProps) {
  return (
    <HydrateAfterPage>
      <SpamCheckProvider recaptchaSiteKey={props.recaptchaSiteKey}>
        <ServiceCallFormState {...props} />
      </SpamCheckProvider>
    </HydrateAfterPage>
  );
}

/**
 * Calls `useForm` for ServiceCallWithIdForm, which is memoized: react-hook-form renders its caller once
 * more after hydration, and only this small component renders then (docs/decisions.md,
 * "`useForm` in a component of its own").
 */
function ServiceCallFormState(props: ServiceCallWithIdProps) {
  const form = useForm<ServiceCallFieldsInput, unknown, ServiceCallFields>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: emptyValues,
  });
  return <ServiceCallWithIdForm {...props} form={form} />;
}

interface ServiceCallWithIdFormProps extends ServiceCallWithIdProps {
  /** useForm's answer: the same object on every render. */
  form: UseFormReturn<ServiceCallFieldsInput, unknown, ServiceCallFields>;
}

const ServiceCallWithIdForm = memo(function ServiceCallWithIdForm({
  testMode,
  companyName,
  servicePhone: phone,
  form,
}: ServiceCallWithIdFormProps) {
  const idPrefix = useId();
  const spamCheck = useSpamCheck();
  const deepLink = useDeepLink();
  const lookup = useEquipmentLookup(spamCheck, deepLink);
  const { register, handleSubmit, reset, control: formControl } = form;
  // Read through useFormState, not form.formState: a change re-renders the form, not ServiceCallFormState.
  const { errors, isValid } = useFormState({ control: formControl });
  const typed = { ...emptyValues, ...useWatch({ control: formControl }) };
  const message = typed.message;
  // The machine's number is kept with the fields; a number in the address wins over a kept one.
  const draft = useFormDraft(testMode ? 'service-call-test' : 'service-call', { ...typed, ...lookup.values }, (stored) => {
    reset({ ...emptyValues, ...stored });
    const kind = stored.equipment ? 'equipment' : stored.customer ? 'customer' : null;
    if (kind && !deepLink) lookup.setValue(kind, stored[kind]);
  });

  const sending = useFormSend<{ callFor: CallFor; submission: SubmissionAnswer }>(spamCheck, draft);

  const { state } = lookup;

  function send(values: ServiceCallFields) {
    if (state.status !== 'found' && state.status !== 'noted') return;
    const { query } = state;
    const callFor: CallFor = state.status === 'found' ? { equipment: state.equipment } : { query };
    return sending.send({
      url: SERVICE_REQUEST_ENDPOINT,
      body: (token): ServiceCallRequestInput => ({
        ...values,
        ...('equipment' in callFor ? { equipmentId: callFor.equipment.id } : {}),
        lookup: { by: query.kind, number: query.number },
        token,
        ...(testMode ? { test: true } : {}),
      }),
      accept: (submission) => ({ callFor, submission }),
    });
  }

  function clearForm() {
    reset(emptyValues);
    lookup.clear();
    draft.clear();
    sending.reset();
  }

  if (sending.accepted) {
    const { submission } = sending.accepted;
    const { reference } = submission;
    const machine = machineName(sending.accepted.callFor);
    if (testMode) {
      return (
        <ThankYou tone="success" className={styles.thanks}>
          Test complete: your test request for the {machine} was recorded as <Reference>{reference}</Reference>. As this is test mode, no
          service call was created.
        </ThankYou>
      );
    }
    // Not at the gateway yet, or perhaps there: told in the service system's words; sent and kept as every form tells them.
    return (
      <SubmissionThankYou
        submission={submission}
        what={`service call for the ${machine}`}
        companyName={companyName}
        call={<>our service line at {phone}</>}
        undelivered={{
          queued: (
            <>
              Your service call is saved as <Reference>{reference}</Reference> but has not reached our service system yet. We will keep
              trying; if it is urgent, please call our service line at {phone}.
            </>
          ),
          unknown: (
            <>
              Your service call <Reference>{reference}</Reference> may not have reached our service system. We will check it; if it is
              urgent, please call our service line at {phone}.
            </>
          ),
        }}
        className={styles.thanks}
      />
    );
  }

  const complete = isValid && (state.status === 'found' || state.status === 'noted');
  const counterId = `${idPrefix}-counter`;

  return (
    <RequestForm action={SERVICE_REQUEST_ENDPOINT} note={false} onSubmit={(event) => handleSubmit(send)(event)}>
      <EquipmentLookupFields lookup={lookup} phone={phone} />
      <FieldGroup legend="Your details and the problem">
        <RequiredNote />
        <FieldGrid>
          {personFields.map(({ name, label, type, autoComplete }) => (
            <Field key={name} id={`${idPrefix}-${name}`} label={label} required error={errors[name]?.message}>
              {(control) => (
                <input
                  {...control}
                  {...register(name)}
                  type={type}
                  autoComplete={autoComplete}
                  maxLength={name === 'phone' ? undefined : CONTACT_LIMITS.lineMax}
                />
              )}
            </Field>
          ))}
          <Field id={`${idPrefix}-message`} label="Message" required error={errors.message?.message}>
            {(control) => (
              <>
                <textarea
                  {...control}
                  {...register('message')}
                  aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
                  rows={5}
                  maxLength={SERVICE_CALL_LIMITS.messageMax}
                />
                <FieldHint id={counterId} className={styles.counter}>
                  {message.length} / {SERVICE_CALL_LIMITS.messageMax}
                </FieldHint>
              </>
            )}
          </Field>
        </FieldGrid>
      </FieldGroup>
      <SubmitArea
        sending={sending}
        complete={complete}
        call={<>our service line at {phone}</>}
        notSent="Your service call was not sent."
        onClear={clearForm}
      />
    </RequestForm>
  );
});
