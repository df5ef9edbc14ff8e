'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactFormInput, ContactFormOutput, ContactRequestBody } from '@/lib/schemas/contact';
import { CONTACT_LIMITS, contactFieldNames, contactVariantSpecs, type ContactFieldName, type ContactVariant } from '@/lib/schemas/contact-fields';
import type { MailboxAlias } from '@/lib/schemas/mailbox';
import { acceptedSubmission, postJson, type SubmissionAnswer } from '@/lib/post-json';
import { Field } from './Field';
import { HUMAN_SCORE_THRESHOLD, HumanCheckProvider, useHumanCheck } from './HumanCheck';
import { lazyZodResolver } from './lazyZodResolver';
import './forms.css';

/** Where the form posts (design.md 'Requests'); the handler validates with the same schema. */
export const CONTACT_ENDPOINT = '/api/contactemail';
/** A send that has not answered after this long counts as failed, so the spinner never stays. */
export const SEND_TIMEOUT_MS = 15_000;

export interface ContactFormClientProps {
  mailbox: MailboxAlias;
  emailSubject: string;
  variant: ContactVariant;
  /** Company name for the thank-you text, from the site config. */
  companyName: string;
  /** Main phone number as shown, and its tel: link, offered when a send fails. */
  phone: string;
  phoneHref: string;
  /** Public reCAPTCHA site key; none means the spam-check gate is open (see HumanCheck.tsx). */
  captchaSiteKey?: string;
}

/** 'invalid': the last submit failed validation; the others follow the request. */
type SendState = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed';

const optionalFields: ReadonlySet<ContactFieldName> = new Set(['when']);
const inputTypes = { name: 'text', email: 'email', phone: 'tel', subject: 'text', when: 'text' } as const;
const emptyValues: Required<ContactFormInput> = { name: '', email: '', phone: '', subject: '', when: '', message: '' };

/**
 * The interactive part of the shared contact form (spec sections 4, 5 and 8; design.md
 * 'What we fix'): fields of the variant, inline errors once a field has been left (or after a
 * submit), a 'Please complete all required fields' alert on an invalid submit, Send only once the
 * spam check passes, a spinner while sending, the thank-you text on success, and on failure an
 * alert with the phone number while every typed value stays for a retry.
 */
export function ContactFormClient(props: ContactFormClientProps) {
  return (
    <HumanCheckProvider siteKey={props.captchaSiteKey}>
      <ContactFormFields {...props} />
    </HumanCheckProvider>
  );
}

function ContactFormFields({ mailbox, emailSubject, variant, companyName, phone, phoneHref, captchaSiteKey }: ContactFormClientProps) {
  const { fields } = contactVariantSpecs[variant];
  const idPrefix = useId();
  const human = useHumanCheck(captchaSiteKey);
  const [sendState, setSendState] = useState<SendState>('idle');
  const [accepted, setAccepted] = useState<SubmissionAnswer>();
  const honeypot = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  // The schema (zod, libphonenumber-js) loads when the visitor first focuses a field or submits.
  const validation = useMemo(
    () => lazyZodResolver(() => import('@/lib/schemas/contact').then(({ contactSchemaFor }) => contactSchemaFor(variant))),
    [variant],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: emptyValues,
  });

  useEffect(() => {
    if (sendState === 'sent') thanks.current?.focus();
  }, [sendState]);

  async function send(values: ContactFormOutput) {
    setSendState('sending');
    const submission = await human
      .getToken()
      .then((token) =>
        postJson(
          CONTACT_ENDPOINT,
          {
            ...values,
            variant,
            contact_email: mailbox,
            email_subject: emailSubject,
            token,
            v2: true,
            website: honeypot.current?.value ?? '',
          } satisfies ContactRequestBody,
          SEND_TIMEOUT_MS,
        ),
      )
      .then(acceptedSubmission)
      .catch(() => undefined);
    setAccepted(submission);
    setSendState(submission ? 'sent' : 'failed');
  }

  if (sendState === 'sent' && accepted) {
    // Kept but not delivered yet: the visitor hears so, with the phone number (docs/requirements.md#nothing-lost).
    return accepted.outcome === 'sent' ? (
      <div ref={thanks} className="alert alert-success contact-thanks" role="status" tabIndex={-1}>
        Thank you! Your request has been submitted to {companyName}. Your reference is {accepted.reference}.
      </div>
    ) : (
      <div ref={thanks} className="alert alert-warning contact-thanks" role="status" tabIndex={-1}>
        Your request is saved as {accepted.reference} but has not reached us yet. We will keep trying to deliver it; if it is
        urgent, please call us at <a href={phoneHref}>{phone}</a>.
      </div>
    );
  }

  const incomplete = sendState === 'invalid' && Object.keys(errors).length > 0;
  const shownFields = contactFieldNames.flatMap((name) => {
    const spec = fields[name];
    return spec ? [{ name, ...spec }] : [];
  });

  return (
    // The arrow keeps handleSubmit (and the honeypot ref its callback reads) out of render.
    <form
      className="contact-form"
      noValidate
      onFocus={validation.preload}
      onSubmit={(event) => handleSubmit(send, () => setSendState('invalid'))(event)}
    >
      <p className="contact-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="contact-grid">
        {shownFields.map(({ name, label, autoComplete }) => {
          const id = `${idPrefix}-${name}`;
          return (
            <Field key={name} id={id} label={label} required={!optionalFields.has(name)} error={errors[name]?.message}>
              {(control) =>
                name === 'message' ? (
                  <textarea {...control} {...register(name)} rows={6} maxLength={CONTACT_LIMITS.messageMax} />
                ) : (
                  <input
                    {...control}
                    {...register(name)}
                    type={inputTypes[name]}
                    autoComplete={autoComplete}
                    maxLength={name === 'phone' ? undefined : CONTACT_LIMITS.lineMax}
                  />
                )
              }
            </Field>
          );
        })}
      </div>
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input ref={honeypot} id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="contact-actions">
        <div role="alert" className="contact-alerts">
          {incomplete && <p className="alert alert-danger">Please complete all required fields</p>}
          {sendState === 'failed' && (
            <p className="alert alert-danger">
              <strong>Your request was not sent.</strong> Please try again or call us at <a href={phoneHref}>{phone}</a>.
            </p>
          )}
        </div>
        {human.score >= HUMAN_SCORE_THRESHOLD ? (
          <button type="submit" className="button button-accent contact-submit" disabled={isSubmitting}>
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
        ) : (
          <p className="contact-verifying" role="status">
            {human.failed ? (
              <>
                We could not confirm that you are not a robot, so this form cannot be sent. Please call us at{' '}
                <a href={phoneHref}>{phone}</a>.
              </>
            ) : (
              'Verifying'
            )}
          </p>
        )}
      </div>
    </form>
  );
}
