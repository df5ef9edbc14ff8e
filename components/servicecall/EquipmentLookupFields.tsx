import { useId, type ReactNode } from 'react';
import { Field } from '@/components/forms/Field';
import { FieldGrid, FieldGroup, FieldHint } from '@/components/forms/FieldLayout';
import type { Equipment } from '@/lib/forms/service-call';
import { lookupKinds, SERVICE_CALL_LIMITS, type LookupKind } from '@/lib/forms/service-call-fields';
import styles from './servicecall.module.css';
import type { EquipmentLookup, LookupQuery, LookupState } from './useEquipmentLookup';

/** Field labels, exactly as the issue words them, and the noun the status texts use. */
const fields: Record<LookupKind, { label: string; noun: string }> = {
  equipment: { label: 'Equipment Number', noun: 'equipment number' },
  customer: { label: 'Customer Number', noun: 'customer number' },
};

const levelClass = { found: 'alert alert-success', warning: 'alert alert-warning', danger: 'alert alert-danger', none: '' } as const;

/**
 * What the Location row says when the lookup left the location out: without the spam check, the
 * site does not tell anyone where a customer's machines stand (docs/requirements.md#service-calls,
 * rule 12). An empty location (none on record) still reads '-'.
 */
const LOCATION_NOT_SHOWN = 'Not shown here, for our customers’ privacy';

/** 'equipment number EQ-1' / 'customer number C-7', as the status texts name a query. */
const named = (query: LookupQuery) => `${fields[query.kind].noun} ${query.number}`;

/** How a machine reads in the account's list: its model, where it stands, and its number. */
function machineLabel(machine: Equipment) {
  return [machine.model || 'Machine', machine.location && `at ${machine.location}`, `(equipment number ${machine.number})`]
    .filter(Boolean)
    .join(' ');
}

interface StatusProps {
  state: LookupState;
  /** The service line, offered when a lookup fails. */
  phone: ReactNode;
  /** Only the Equipment Number is asked for (a meter reading): the texts offer no other way. */
  equipmentOnly: boolean;
}

/**
 * The status text: a title that says in words what the colour says, and what to do next; none
 * before a number is typed (docs/requirements.md#layout: no error before a mistake).
 */
function statusText({ state, phone, equipmentOnly }: StatusProps): { title: string; body: ReactNode } | null {
  switch (state.status) {
    case 'empty':
      return null;
    case 'invalid':
      return {
        title: 'Check the number',
        body: `Equipment and customer numbers have 1 to ${SERVICE_CALL_LIMITS.numberMax} letters, digits or dashes: check the ${fields[state.kind].label}.`,
      };
    case 'searching':
      return { title: 'Looking up', body: `Looking up ${named(state.query)}…` };
    case 'failed':
      return {
        title: 'Lookup failed',
        body: <>We could not look up your machine just now. Please try again in a moment, or call our service line at {phone}.</>,
      };
    case 'notFound':
      return {
        title: 'Not found',
        body: equipmentOnly ? (
          <>
            No machine has {named(state.query)}. Check the number on the tag, or call our service line at {phone}.
          </>
        ) : state.query.kind === 'equipment' ? (
          `No machine has ${named(state.query)}. Check the number on the tag, try your Customer Number, or go back and choose 'No ID necessary'.`
        ) : (
          `We found no machines for ${named(state.query)}. Check the number on your invoice, or try the Equipment Number.`
        ),
      };
    case 'choose':
      return {
        title: 'Choose your machine',
        body: `We found ${state.choices.length} machines for ${named(state.query)}. Choose the one that needs service.`,
      };
    case 'found':
      return { title: 'Machine found', body: null };
    case 'noted':
      return {
        title: 'Number noted',
        body: `We send your request with ${named(state.query)} as you typed it; our service desk matches it to your machine.`,
      };
  }
}

/** The status box of the lookup: always in the page, empty at first, so screen readers hear each change. */
function LookupStatus(props: StatusProps) {
  const { state } = props;
  const text = statusText(props);
  return (
    <div className={`${levelClass[state.level]} ${styles.status}`} role="status">
      {text && <p className={styles.statusTitle}>{text.title}</p>}
      {text?.body && <p>{text.body}</p>}
      {state.status === 'found' && (
        <dl className={styles.machine}>
          <dt>Model</dt>
          <dd>{state.equipment.model || '-'}</dd>
          <dt>Description</dt>
          <dd>{state.equipment.description || '-'}</dd>
          <dt>Location</dt>
          <dd>{state.equipment.location === undefined ? LOCATION_NOT_SHOWN : state.equipment.location || '-'}</dd>
          <dt>Equipment Number</dt>
          <dd>{state.equipment.number}</dd>
        </dl>
      )}
    </div>
  );
}

/** The account's machines as radio buttons; picking one makes the status 'found'. */
function MachineChoice({
  query,
  choices,
  selected,
  onPick,
}: {
  query: LookupQuery;
  choices: Equipment[];
  selected?: Equipment;
  onPick: (id: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend>Machines of {named(query)}</legend>
      {choices.map((machine) => {
        const id = String(machine.id);
        return (
          <label key={id} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={id}
              checked={selected !== undefined && String(selected.id) === id}
              onChange={() => onPick(id)}
            />
            <span>{machineLabel(machine)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The 'which machine' part of the service call with ID (docs/requirements.md#service-calls) and
 * of the meter reading: the Equipment Number and Customer Number fields (each disabled while the
 * other holds a number, with a note saying why), the identification status in words and colour,
 * and the account's list of machines to pick from.
 * @param kinds the fields shown: both (default), or only the Equipment Number (a meter reading)
 * @param error an error to show at the first field, e.g. after a send without a machine
 */
export function EquipmentLookupFields({
  lookup,
  phone,
  kinds = lookupKinds,
  error,
}: {
  lookup: EquipmentLookup;
  phone: ReactNode;
  kinds?: readonly LookupKind[];
  error?: string;
}) {
  const idPrefix = useId();
  const { state } = lookup;
  return (
    <FieldGroup legend="Your machine">
      <p className={styles.hint}>
        {kinds.length > 1
          ? 'The equipment number is on our tag on the machine; your customer number is on our invoices. Fill in one of the two.'
          : 'The equipment number is on our tag on the machine.'}
      </p>
      <FieldGrid className={styles.numbers}>
        {kinds.map((kind) => {
          const id = `${idPrefix}-${kind}`;
          const other = fields[kind === 'equipment' ? 'customer' : 'equipment'].label;
          const disabled = lookup.disabled[kind];
          return (
            <Field
              key={kind}
              id={id}
              label={fields[kind].label}
              required={kinds.length === 1}
              error={kind === kinds[0] ? error : undefined}
            >
              {(control) => (
                <>
                  <input
                    {...control}
                    type="text"
                    name={kind}
                    value={lookup.values[kind]}
                    onChange={(event) => lookup.setValue(kind, event.target.value)}
                    disabled={disabled}
                    aria-describedby={[control['aria-describedby'], disabled && `${id}-note`].filter(Boolean).join(' ') || undefined}
                    maxLength={SERVICE_CALL_LIMITS.numberMax}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                  />
                  {disabled && <FieldHint id={`${id}-note`}>Clear the {other} to use this field.</FieldHint>}
                </>
              )}
            </Field>
          );
        })}
      </FieldGrid>
      <LookupStatus state={state} phone={phone} equipmentOnly={kinds.length === 1} />
      {(state.status === 'choose' || state.status === 'found') && state.choices && (
        <MachineChoice
          query={state.query}
          choices={state.choices}
          selected={state.status === 'found' ? state.equipment : undefined}
          onPick={lookup.pick}
        />
      )}
    </FieldGroup>
  );
}
