'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { HUMAN_SCORE_THRESHOLD, HumanCheckProvider, useHumanCheck } from '@/components/forms/HumanCheck';
import { CONTACT_LIMITS } from '@/lib/schemas/contact-fields';
import {
  SERVICE_CALL_LIMITS,
  serviceCallFieldsSchema,
  type Equipment,
  type ServiceCallFields,
  type ServiceCallFieldsInput,
  type ServiceCallRequestInput,
} from '@/lib/schemas/service-call';
import { acceptedSubmission, postJson, type SubmissionAnswer } from '@/lib/post-json';
import { useDeepLink } from './deepLink';
import { EquipmentLookupFields } from './EquipmentLookupFields';
import { useEquipmentLookup } from './useEquipmentLookup';
import '@/components/forms/forms.css';
import styles from './servicecall.module.css';

/** Where the service call is posted; the handler validates it with the same schema. */
export const SERVICE_REQUEST_ENDPOINT = '/api/service/request';
/** A send not answered after this long has failed, so the spinner never stays (design.md). */
export const SEND_TIMEOUT_MS = 15_000;

export interface ServiceCallWithIdProps {
  /** /repairbeta: requests carry `test: true` and never create a real service call. */
  testMode: boolean;
  /** Company name for the thank-you text, from the site config. */
  companyName: string;
  /** The service line as shown, and its tel: link, offered when a lookup or a send fails. */
  servicePhone: string;
  servicePhoneHref: string;
  /** Public reCAPTCHA site key; none means the spam-check gate is open (see HumanCheck.tsx). */
  captchaSiteKey?: string;
}

type SendState = 'idle' | 'sending' | 'failed';

const personFields = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

const emptyValues: ServiceCallFieldsInput = { name: '', phone: '', email: '', message: '' };

/** 'HP DesignJet T1700 (equipment number EQ-10452)': how the thank-you names the machine. */
function machineName(machine: Equipment) {
  return machine.model ? `${machine.model} (equipment number ${machine.number})` : `machine with equipment number ${machine.number}`;
}

/**
 * The service call with an equipment ID (spec sections 4 and 5; issue 'Service calls that reach
 * dispatch', points 2-4 and 7): find the machine by Equipment Number or Customer Number, then
 * Name, Phone, Email and Message (with an 'N / 255' counter). The button area reads 'Please
 * Complete Form to Continue' until the machine is found and every field is valid, 'Verifying'
 * while the spam-check score is below 0.5, then Send; sending shows a spinner, success replaces
 * the form with a thank-you naming the machine, failure keeps every field and gives the service
 * line. A number in the address (`?equipment=` or `?customer=`) is filled in and looked up.
 */
export function ServiceCallWithId(props: ServiceCallWithIdProps) {
  return (
    <HumanCheckProvider siteKey={props.captchaSiteKey}>
      <ServiceCallWithIdForm {...props} />
    </HumanCheckProvider>
  );
}

function ServiceCallWithIdForm({ testMode, companyName, servicePhone, servicePhoneHref, captchaSiteKey }: ServiceCallWithIdProps) {
  const idPrefix = useId();
  const human = useHumanCheck(captchaSiteKey);
  const lookup = useEquipmentLookup(human, useDeepLink());
  const [sendState, setSendState] = useState<SendState>('idle');
  const [sentFor, setSentFor] = useState<{ equipment: Equipment; submission: SubmissionAnswer } | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    control: formControl,
    formState: { errors, isValid },
  } = useForm<ServiceCallFieldsInput, unknown, ServiceCallFields>({
    resolver: zodResolver(serviceCallFieldsSchema),
    mode: 'onTouched',
    defaultValues: emptyValues,
  });
  const message = useWatch({ control: formControl, name: 'message' }) ?? '';

  useEffect(() => {
    if (sentFor) thanks.current?.focus();
  }, [sentFor]);

  const phone = <a href={servicePhoneHref}>{servicePhone}</a>;
  const { state } = lookup;

  async function send(values: ServiceCallFields) {
    if (state.status !== 'found' || sendState === 'sending') return;
    const { equipment, query } = state;
    setSendState('sending');
    const submission = await human
      .getToken()
      .then(async (token) => {
        const body: ServiceCallRequestInput = {
          ...values,
          equipmentId: equipment.id,
          lookup: { by: query.kind, number: query.number },
          token,
          ...(testMode ? { test: true } : {}),
        };
        return acceptedSubmission(await postJson(SERVICE_REQUEST_ENDPOINT, body, SEND_TIMEOUT_MS));
      })
      .catch(() => undefined);
    setSendState(submission ? 'idle' : 'failed');
    if (submission) setSentFor({ equipment, submission });
  }

  if (sentFor) {
    const { reference, outcome } = sentFor.submission;
    const machine = machineName(sentFor.equipment);
    if (testMode || outcome === 'sent') {
      return (
        <div ref={thanks} className={`alert alert-success contact-thanks ${styles.thanks}`} role="status" tabIndex={-1}>
          {testMode
            ? `Test complete: your test request for the ${machine} was recorded as ${reference}. As this is test mode, no service call was created.`
            : `Thank you! Your service call for the ${machine} has been submitted to ${companyName}. Your reference is ${reference}.`}
        </div>
      );
    }
    // Kept but not at the gateway yet, or perhaps there: the visitor hears which, with the service line.
    return (
      <div ref={thanks} className={`alert alert-warning contact-thanks ${styles.thanks}`} role="status" tabIndex={-1}>
        {outcome === 'queued'
          ? `Your service call is saved as ${reference} but has not reached our service system yet. We will keep trying; if it is urgent, please call our service line at `
          : `Your service call ${reference} may not have reached our service system. We will check it; if it is urgent, please call our service line at `}
        {phone}.
      </div>
    );
  }

  const complete = isValid && state.status === 'found';
  const counterId = `${idPrefix}-counter`;

  return (
    <form className="contact-form" noValidate onSubmit={(event) => handleSubmit(send)(event)}>
      <EquipmentLookupFields lookup={lookup} phone={phone} />
      <fieldset className={styles.group}>
        <legend>Your details and the problem</legend>
        <p className="contact-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <div className="contact-grid">
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
                <p id={counterId} className={styles.counter}>
                  {message.length} / {SERVICE_CALL_LIMITS.messageMax}
                </p>
              </>
            )}
          </Field>
        </div>
      </fieldset>
      <div className="contact-actions">
        <div role="alert" className="contact-alerts">
          {sendState === 'failed' && (
            <p className="alert alert-danger">
              <strong>Your service call was not sent.</strong> Please try again or call our service line at {phone}.
            </p>
          )}
        </div>
        {!complete ? (
          <p className="contact-verifying">Please Complete Form to Continue</p>
        ) : human.score < HUMAN_SCORE_THRESHOLD ? (
          <p className="contact-verifying" role="status">
            {human.failed ? (
              <>We could not confirm that you are not a robot, so this form cannot be sent. Please call our service line at {phone}.</>
            ) : (
              'Verifying'
            )}
          </p>
        ) : (
          <button type="submit" className="button button-accent contact-submit" disabled={sendState === 'sending'}>
            {sendState === 'sending' ? (
              <>
                <span className="contact-spinner" aria-hidden="true" />
                Sending
              </>
            ) : sendState === 'failed' ? (
              'Retry'
            ) : (
              'Send'
            )}
          </button>
        )}
      </div>
    </form>
  );
}
