'use client';

import { memo, useId, useMemo, useRef } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { SubmissionAnswer } from '@/lib/browser/fetch-json';
import type { ContactFormInput, ContactFormOutput, ContactRequestBody } from '@/lib/forms/contact';
import {
  CONTACT_LIMITS,
  contactFieldNames,
  contactVariantSpecs,
  type ContactFieldName,
  type ContactVariant,
} from '@/lib/forms/contact-fields';
import type { MailboxAlias } from '@/lib/forms/mailbox';
import { Field } from './Field';
import { FieldGrid } from './FieldLayout';
import styles from './forms.module.css';
import { HydrateAfterPage } from './HydrateAfterPage';
import { lazyZodResolver, type LazyZodResolver } from './lazyZodResolver';
import { postedErrors, type PostAnswer } from './postAnswer';
import { RequestForm } from './RequestForm';
import { SpamCheckProvider, useSpamCheck } from './SpamCheck';
import { SubmissionThankYou } from './SubmissionThankYou';
import { SubmitArea } from './SubmitArea';
import { useFormDraft } from './useFormDraft';
import { useFormSend } from './useFormSend';

/** Where the form posts; the handler validates with the same schema. */
export const CONTACT_ENDPOINT = '/api/contactemail';

export interface ContactFormClientProps {
  mailbox: MailboxAlias;
  emailSubject: string;
  variant: ContactVariant;
  /** Company name for the thank-you text, from the site config. */
  companyName: string;
  /** Main phone number as shown, and its tel: link, offered when a send fails. */
  phone: string;
  phoneHref: string;
  /** Public reCAPTCHA site key; none means the spam check is open (see SpamCheck.tsx). */
  recaptchaSiteKey?: string;
  /** On the answer page of the form sent without JavaScript: what to show (postAnswer.ts). */
  answer?: PostAnswer;
}

const optionalFields: ReadonlySet<ContactFieldName> = new Set(['when']);
const inputTypes = { name: 'text', email: 'email', phone: 'tel', subject: 'text', when: 'text' } as const;
const emptyValues: Required<ContactFormInput> = { name: '', email: '', phone: '', subject: '', when: '', message: '' };

/**
 * The interactive part of the shared contact form (docs/requirements.md#contact-form): fields of
 * the variant, inline errors once a field has been left (or after a submit), a 'Please complete all
 * required fields' alert on an invalid submit, Send only once the spam check passes, a spinner
 * while sending, the thank-you text on success, and on failure an alert with the phone number while
 * every typed value stays for a retry.
 */
export function ContactFormClient(props: ContactFormClientProps) {
  return (
    <HydrateAfterPage>
      <SpamCheckProvider recaptchaSiteKey={props.recaptchaSiteKey}>
        <ContactFormState {...props} />
      </SpamCheckProvider>
    </HydrateAfterPage>
  );
}

/**
 * Calls `useForm` for ContactFormFields, which is memoized: react-hook-form renders its caller once
 * more after hydration, and only this small component renders then (docs/decisions.md,
 * "`useForm` in a component of its own").
 */
function ContactFormState(props: ContactFormClientProps) {
  const { variant, answer } = props;
  // The schema (zod, libphonenumber-js) and the spam check load when the visitor first focuses a field or submits.
  const validation = useMemo(
    () => lazyZodResolver(() => import('@/lib/forms/contact').then(({ contactSchemaFor }) => contactSchemaFor(variant))),
    [variant],
  );
  const form = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyValues, ...answer?.values },
    errors: useMemo(() => postedErrors<ContactFormInput>(answer), [answer]),
  });
  return <ContactFormFields {...props} form={form} validation={validation} />;
}

interface ContactFormFieldsProps extends ContactFormClientProps {
  /** useForm's answer: the same object on every render. */
  form: UseFormReturn<ContactFormInput, unknown, ContactFormOutput>;
  validation: LazyZodResolver<ContactFormInput, ContactFormOutput>;
}

const ContactFormFields = memo(function ContactFormFields({
  mailbox,
  emailSubject,
  variant,
  companyName,
  phone,
  phoneHref,
  answer,
  form,
  validation,
}: ContactFormFieldsProps) {
  const { fields } = contactVariantSpecs[variant];
  const idPrefix = useId();
  const spamCheck = useSpamCheck();
  const honeypot = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, reset, control } = form;
  // Read through useFormState, not form.formState: a change re-renders the fields, not ContactFormState.
  const { errors } = useFormState({ control });
  const typed = { ...emptyValues, ...useWatch({ control }) };
  const draft = useFormDraft(`contact-${variant}`, typed, (stored) => reset({ ...emptyValues, ...stored }));
  const sending = useFormSend<SubmissionAnswer>(spamCheck, draft, {
    accepted: answer?.accepted,
    incomplete: Boolean(answer?.fieldErrors),
    failed: answer?.failed,
  });

  function send(values: ContactFormOutput) {
    return sending.send({
      url: CONTACT_ENDPOINT,
      body: (token) =>
        ({
          ...values,
          variant,
          contact_email: mailbox,
          email_subject: emailSubject,
          token,
          v2: true,
          website: honeypot.current?.value ?? '',
        }) satisfies ContactRequestBody,
      accept: (submission) => submission,
    });
  }

  function clearForm() {
    reset(emptyValues);
    draft.clear();
    sending.reset();
  }

  if (sending.accepted) {
    return (
      <SubmissionThankYou
        submission={sending.accepted}
        what="request"
        companyName={companyName}
        call={
          <>
            us at <a href={phoneHref}>{phone}</a>
          </>
        }
      />
    );
  }

  const shownFields = contactFieldNames.flatMap((name) => {
    const spec = fields[name];
    return spec ? [{ name, ...spec }] : [];
  });

  return (
    // The arrow keeps handleSubmit (and the honeypot ref its callback reads) out of render.
    <RequestForm action={CONTACT_ENDPOINT} onUse={validation.preload} onSubmit={(event) => handleSubmit(send, sending.refuse)(event)}>
      <input type="hidden" name="variant" value={variant} />
      <input type="hidden" name="contact_email" value={mailbox} />
      <input type="hidden" name="email_subject" value={emailSubject} />
      <FieldGrid>
        {/* register() fills a field only once the script runs: an answer page's values are in the HTML too. */}
        {shownFields.map(({ name, label, autoComplete }) => {
          const id = `${idPrefix}-${name}`;
          return (
            <Field key={name} id={id} label={label} required={!optionalFields.has(name)} error={errors[name]?.message}>
              {(control) =>
                name === 'message' ? (
                  <textarea
                    {...control}
                    {...register(name)}
                    defaultValue={answer?.values?.[name]}
                    rows={6}
                    maxLength={CONTACT_LIMITS.messageMax}
                  />
                ) : (
                  <input
                    {...control}
                    {...register(name)}
                    defaultValue={answer?.values?.[name]}
                    type={inputTypes[name]}
                    autoComplete={autoComplete}
                    maxLength={name === 'phone' ? undefined : CONTACT_LIMITS.lineMax}
                  />
                )
              }
            </Field>
          );
        })}
      </FieldGrid>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input ref={honeypot} id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitArea
        sending={sending}
        call={
          <>
            us at <a href={phoneHref}>{phone}</a>
          </>
        }
        notSent="Your request was not sent."
        onClear={clearForm}
        incomplete={sending.incomplete && Object.keys(errors).length > 0}
      />
    </RequestForm>
  );
});
