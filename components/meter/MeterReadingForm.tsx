'use client';

import { memo, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/forms/Field';
import { FieldGrid, FieldGroup, FieldHint } from '@/components/forms/FieldLayout';
import { HydrateAfterPage } from '@/components/forms/HydrateAfterPage';
import { lazyZodResolver, type LazyZodResolver } from '@/components/forms/lazyZodResolver';
import { postedErrors, type PostAnswer } from '@/components/forms/postAnswer';
import { RequestForm } from '@/components/forms/RequestForm';
import { SpamCheckProvider, useSpamCheck } from '@/components/forms/SpamCheck';
import { SubmissionThankYou } from '@/components/forms/SubmissionThankYou';
import { SubmitArea } from '@/components/forms/SubmitArea';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useFormSend } from '@/components/forms/useFormSend';
import { useDeepLink } from '@/components/servicecall/deepLink';
import { EquipmentLookupFields } from '@/components/servicecall/EquipmentLookupFields';
import { useEquipmentLookup } from '@/components/servicecall/useEquipmentLookup';
import type { SubmissionAnswer } from '@/lib/browser/fetch-json';
import { shopDate } from '@/lib/format/shop-date';
import { CONTACT_LIMITS } from '@/lib/forms/contact-fields';
import type { MeterReading, MeterReadingInput } from '@/lib/forms/meter-reading';
import { formatCount, METER_COUNTERS, METER_LIMITS, type LowerCounter } from '@/lib/forms/meter-reading-fields';
import styles from './meter.module.css';

/** Where a reading is posted; the handler validates it with the same schema. */
export const METER_READING_ENDPOINT = '/api/meter-readings';

export interface MeterReadingFormProps {
  /** Company name for the thank-you text, from the site config. */
  companyName: string;
  /** The service line as a link that dials it (a `PhoneLink`, made on the server), offered when a lookup or a send fails. */
  servicePhone: ReactNode;
  /** Public reCAPTCHA site key; none means the spam check is open (see SpamCheck.tsx). */
  recaptchaSiteKey?: string;
  /** The shop's IANA time zone: the reading date is a day of its calendar. */
  timeZone: string;
  /** On the answer page of the form sent without JavaScript: what to show (postAnswer.ts). */
  answer?: PostAnswer;
}

/** The typed fields: everything but the machine (the lookup's), the token and the confirmation. */
type FormInput = Omit<MeterReadingInput, 'equipmentNumber' | 'token' | 'confirmLower'>;
type FormOutput = Omit<MeterReading, 'equipmentNumber' | 'token' | 'confirmLower'>;

const emptyValues = { readingDate: '', mono: '', color: '', scans: '', largeFormat: '', name: '', email: '', note: '' } satisfies Record<
  keyof FormInput,
  string
>;

/** The typed fields of a post sent without JavaScript (its values, by name), for the form's defaults. */
function typedOf(values: Record<string, string>): Partial<typeof emptyValues> {
  return Object.fromEntries(Object.keys(emptyValues).flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));
}

const MACHINE_MISSING = 'Please enter the Equipment Number from our tag on the machine';
const MACHINE_UNCONFIRMED = 'Please check the Equipment Number: the machine is not found yet';

const counterLabels = Object.fromEntries(METER_COUNTERS.map(({ name, label }) => [name, label]));

/**
 * A lower counter in words: 'Black & White: 1,200 is lower than a reading sent earlier this
 * month.' Only what the visitor typed: the earlier reading is not told (docs/requirements.md#meter-readings, rule 4).
 */
function lowerText({ counter, value }: LowerCounter) {
  return `${counterLabels[counter]}: ${formatCount(value)} is lower than a reading sent earlier this month.`;
}

/**
 * The meter-reading form (docs/requirements.md#meter-readings): the machine by its Equipment
 * Number (looked up, or taken as typed in mail mode; `?equipment=` fills it in), the reading date
 * (today by default, filled in on the first focus or send; not in the future), the black-and-white
 * counter and the optional color, scanned-page and large-format counters, name, email and a note.
 * A counter lower than one the same visitor sent earlier in the month is answered with a warning
 * the visitor can confirm.
 */
export function MeterReadingForm(props: MeterReadingFormProps) {
  return (
    <HydrateAfterPage>
      <SpamCheckProvider recaptchaSiteKey={props.recaptchaSiteKey}>
        <MeterReadingFormState {...props} />
      </SpamCheckProvider>
    </HydrateAfterPage>
  );
}

/**
 * Calls `useForm` for MeterReadingFields, which is memoized: react-hook-form renders its caller once
 * more after hydration, and only this small component renders then (docs/decisions.md,
 * "`useForm` in a component of its own").
 */
function MeterReadingFormState(props: MeterReadingFormProps) {
  const { timeZone, answer } = props;
  // The schema (zod) loads when the visitor first focuses a field or submits.
  const validation = useMemo(
    () =>
      lazyZodResolver<FormInput, FormOutput>(() =>
        import('@/lib/forms/meter-reading').then(({ meterReadingSchema }) =>
          meterReadingSchema(shopDate(timeZone)).omit({ equipmentNumber: true, token: true, confirmLower: true }),
        ),
      ),
    [timeZone],
  );
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyValues, ...typedOf(answer?.values ?? {}) },
    errors: useMemo(() => postedErrors<FormInput>(answer), [answer]),
  });
  return <MeterReadingFields {...props} form={form} validation={validation} />;
}

interface MeterReadingFieldsProps extends MeterReadingFormProps {
  /** useForm's answer: the same object on every render. */
  form: UseFormReturn<FormInput, unknown, FormOutput>;
  validation: LazyZodResolver<FormInput, FormOutput>;
}

const MeterReadingFields = memo(function MeterReadingFields({
  companyName,
  servicePhone: phone,
  timeZone,
  answer,
  form,
  validation,
}: MeterReadingFieldsProps) {
  const idPrefix = useId();
  const spamCheck = useSpamCheck();
  const deepLink = useDeepLink();
  const posted = answer?.values ?? {};
  // On an answer page the number posted stands in for one given in the address: filled in, looked up.
  const equipmentLink =
    deepLink?.kind === 'equipment' ? deepLink : posted.equipment ? { kind: 'equipment' as const, number: posted.equipment } : null;
  const lookup = useEquipmentLookup(spamCheck, equipmentLink);
  // Today is read when the visitor turns to the form, not while the page loads: a browser's first
  // date in a time zone sets up its time-zone data, a long task on a phone (docs/decisions.md, "Forms
  // without JavaScript").
  const [today, setToday] = useState<string>();
  // Set once today's fill is on its way: RequestForm calls startUsing on every focus.
  const todayAsked = useRef(false);
  const [lower, setLower] = useState<LowerCounter[]>(answer?.warning?.lower ?? []);
  const [confirmed, setConfirmed] = useState(false);
  const { register, handleSubmit, getValues, setValue, reset, control } = form;
  // Read through useFormState, not form.formState: a change re-renders the fields, not MeterReadingFormState.
  const { errors } = useFormState({ control });
  const typed = { ...emptyValues, ...useWatch({ control }) } as typeof emptyValues;
  // The Equipment Number is kept with the fields; a number in the address wins over a kept one.
  const draft = useFormDraft('meter-reading', { ...typed, equipment: lookup.values.equipment }, (stored) => {
    reset({ ...emptyValues, ...stored });
    if (stored.equipment && !equipmentLink) lookup.setValue('equipment', stored.equipment);
  });
  // A send refused here (`incomplete`): fields with errors, or no machine yet.
  const sending = useFormSend<{ number: string; date: string; submission: SubmissionAnswer }>(spamCheck, draft, {
    accepted: answer?.accepted && { number: posted.equipment ?? '', date: posted.readingDate ?? '', submission: answer.accepted },
    incomplete: Boolean(answer?.fieldErrors),
    failed: answer?.failed,
  });

  /** Today becomes the date's latest value, and its value where no date is typed or kept. */
  function fillToday() {
    const day = shopDate(timeZone);
    setToday(day);
    if (!getValues('readingDate')) setValue('readingDate', day);
  }

  /**
   * On the first focus or send: starts loading the schema, and fills in today in a task of its own,
   * so that the first keystroke does not wait for the browser's time-zone data (a send fills it in
   * at once, before its check).
   */
  function startUsing() {
    validation.preload();
    if (todayAsked.current) return;
    todayAsked.current = true;
    setTimeout(fillToday);
  }

  const { state } = lookup;
  const machineReady = state.status === 'found' || state.status === 'noted';

  function send(values: FormOutput) {
    if (!machineReady) {
      sending.refuse();
      return;
    }
    const number = state.status === 'found' ? state.equipment.number : state.query.number;
    return sending.send({
      url: METER_READING_ENDPOINT,
      body: (token) => ({ ...values, equipmentNumber: number, token, ...(confirmed ? { confirmLower: true } : {}) }),
      accept: (submission) => ({ number, date: values.readingDate, submission }),
      // A counter lower than one sent earlier this month: the visitor confirms it, then sends again.
      handled: ({ status, answer }) => {
        if (status !== 409 || !Array.isArray(answer.lower)) return false;
        setLower(answer.lower as LowerCounter[]);
        return true;
      },
    });
  }

  function clearForm() {
    reset({ ...emptyValues, readingDate: today ?? '' });
    lookup.clear();
    draft.clear();
    setLower([]);
    setConfirmed(false);
    sending.reset();
  }

  if (sending.accepted) {
    const { number, date, submission } = sending.accepted;
    return (
      <SubmissionThankYou
        submission={submission}
        what={`meter reading for equipment number ${number} on ${date}`}
        companyName={companyName}
        call={<>our service line at {phone}</>}
      />
    );
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  // The server's word on the number posted without JavaScript stands until the number is changed.
  const postedMachineError = lookup.values.equipment === posted.equipment ? answer?.fieldErrors?.equipmentNumber?.[0] : undefined;
  const machineError =
    postedMachineError ??
    (sending.incomplete && !machineReady ? (state.status === 'empty' ? MACHINE_MISSING : MACHINE_UNCONFIRMED) : undefined);
  const warning = lower.length > 0 && (
    <div className="alert alert-warning">
      <p>
        <strong>Please check the counters.</strong> A higher reading of this machine was sent with this email earlier this month:
      </p>
      <ul>
        {lower.map((item) => (
          <li key={item.counter}>{lowerText(item)}</li>
        ))}
      </ul>
      <label className={styles.confirm}>
        <input
          type="checkbox"
          name="confirmLower"
          value="true"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        The counters are right (for example, the machine was replaced or its counter reset): send this reading anyway.
      </label>
    </div>
  );

  return (
    <RequestForm
      action={METER_READING_ENDPOINT}
      onUse={startUsing}
      onSubmit={(event) => {
        if (!today) fillToday();
        return handleSubmit(send, sending.refuse)(event);
      }}
    >
      <EquipmentLookupFields lookup={lookup} phone={phone} kinds={['equipment']} error={machineError} />
      <FieldGroup legend="The counters">
        <FieldGrid>
          <Field id={id('readingDate')} label="Reading Date" required error={errors.readingDate?.message}>
            {(control) => (
              <input
                {...control}
                {...register('readingDate')}
                defaultValue={posted.readingDate}
                className={styles.date}
                type="date"
                max={today}
              />
            )}
          </Field>
          {METER_COUNTERS.map(({ name, label, hint, required }) => (
            <Field key={name} id={id(name)} label={label} required={required} error={errors[name]?.message}>
              {(control) => (
                <>
                  <input
                    {...control}
                    {...register(name)}
                    defaultValue={posted[name]}
                    aria-describedby={[control['aria-describedby'], `${id(name)}-hint`].filter(Boolean).join(' ')}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={12}
                  />
                  <FieldHint id={`${id(name)}-hint`}>{hint}</FieldHint>
                </>
              )}
            </Field>
          ))}
        </FieldGrid>
      </FieldGroup>
      <FieldGroup legend="Your details">
        <FieldGrid>
          <Field id={id('name')} label="Name" required error={errors.name?.message}>
            {(control) => (
              <input
                {...control}
                {...register('name')}
                defaultValue={posted.name}
                type="text"
                autoComplete="name"
                maxLength={CONTACT_LIMITS.lineMax}
              />
            )}
          </Field>
          <Field id={id('email')} label="Email" required error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                {...register('email')}
                defaultValue={posted.email}
                type="email"
                autoComplete="email"
                maxLength={CONTACT_LIMITS.lineMax}
              />
            )}
          </Field>
          <Field id={id('note')} label="Note" error={errors.note?.message}>
            {(control) => (
              <textarea {...control} {...register('note')} defaultValue={posted.note} rows={3} maxLength={METER_LIMITS.noteMax} />
            )}
          </Field>
        </FieldGrid>
      </FieldGroup>
      <SubmitArea
        sending={sending}
        call={<>our service line at {phone}</>}
        notSent="Your meter reading was not sent."
        onClear={clearForm}
        incomplete={sending.incomplete && (Object.keys(errors).length > 0 || !machineReady)}
        alerts={warning}
      />
    </RequestForm>
  );
});
