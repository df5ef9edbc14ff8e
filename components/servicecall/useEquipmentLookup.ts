import { useEffect, useState } from 'react';
import type { HumanCheck } from '@/components/forms/HumanCheck';
import {
  CAPTCHA_TOKEN_HEADER,
  lookupAnswerSchema,
  lookupNumberSchema,
  type Equipment,
  type LookupKind,
} from '@/lib/schemas/service-call';
import type { DeepLink } from './deepLink';

/** Spec section 9: a lookup fires 1000 ms after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 1000;
/** A lookup not answered after this long has failed; longer than the server's own 10 s limit. */
export const LOOKUP_TIMEOUT_MS = 15_000;

/** The number being looked up, and by which field. */
export interface LookupQuery {
  kind: LookupKind;
  number: string;
}

/**
 * Where the identification of the machine stands (spec section 4, 'Equipment identification
 * status'), with what each state shows. `level` is the spec's status: found (1), warning (2: not
 * found, several to choose, and while looking), danger (3: empty, the initial state; and a lookup
 * that failed).
 */
export type LookupState =
  | { status: 'empty'; level: 'danger' }
  | { status: 'invalid'; level: 'warning'; kind: LookupKind }
  | { status: 'searching'; level: 'warning'; query: LookupQuery }
  | { status: 'failed'; level: 'danger'; query: LookupQuery }
  | { status: 'notFound'; level: 'warning'; query: LookupQuery }
  | { status: 'choose'; level: 'warning'; query: LookupQuery; choices: Equipment[] }
  | { status: 'found'; level: 'found'; query: LookupQuery; equipment: Equipment; choices?: Equipment[] };

export interface EquipmentLookup {
  /** What is typed in each field. */
  values: Record<LookupKind, string>;
  /** A field is disabled while the other one holds a number (spec section 4). */
  disabled: Record<LookupKind, boolean>;
  setValue: (kind: LookupKind, value: string) => void;
  state: LookupState;
  /** Picks a machine from the account's list; its id as a string. */
  pick: (id: string) => void;
}

/** The answer of one lookup, for the query it was made for. */
type Result = { key: string; equipment: Equipment[] } | { key: string; failed: true };

/**
 * Asks our server for the machines with a number (GET /api/service/{kind}?number=), with a
 * captcha token in its header.
 * @throws on a network error, a timeout, an abort, or an answer that is not `{ ok: true, equipment }`
 */
async function fetchEquipment(query: LookupQuery, getToken: HumanCheck['getToken'], signal: AbortSignal): Promise<Equipment[]> {
  const token = await getToken();
  signal.throwIfAborted();
  const response = await fetch(`/api/service/${query.kind}?number=${encodeURIComponent(query.number)}`, {
    headers: token ? { [CAPTCHA_TOKEN_HEADER]: token } : {},
    signal: AbortSignal.any([signal, AbortSignal.timeout(LOOKUP_TIMEOUT_MS)]),
  });
  return lookupAnswerSchema.parse(await response.json()).equipment;
}

const emptyValues: Record<LookupKind, string> = { equipment: '', customer: '' };

/**
 * The equipment lookup of the service call with ID (spec sections 4 and 9; issue 'Service calls
 * that reach dispatch', points 2 and 3). The field in use is looked up 1000 ms after its last
 * change (at once for a number given in the address), and a newer lookup aborts an older one
 * whose answer is then ignored. Lookups wait until a captcha token can be made; if the spam check
 * cannot load at all, the lookup counts as failed.
 * @param human the form's spam check (tokens for the lookup requests)
 * @param deepLink the number given in the address, filled in until the visitor types
 */
export function useEquipmentLookup(human: HumanCheck, deepLink: DeepLink | null): EquipmentLookup {
  const [typed, setTyped] = useState<Record<LookupKind, string> | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [picked, setPicked] = useState<{ key: string; id: string } | null>(null);
  const { ready, failed: humanFailed, getToken } = human;

  const fromLink = typed === null && deepLink !== null;
  const values = typed ?? (deepLink ? { ...emptyValues, [deepLink.kind]: deepLink.number } : emptyValues);
  const kind: LookupKind | null = values.equipment.trim() ? 'equipment' : values.customer.trim() ? 'customer' : null;
  const parsed = kind ? lookupNumberSchema.safeParse(values[kind]) : undefined;
  const number = parsed?.success ? parsed.data : null;
  const key = kind && number ? `${kind}:${number}` : null;

  useEffect(() => {
    if (!kind || !number || !ready) return;
    const controller = new AbortController();
    const answered = (next: Result) => {
      if (!controller.signal.aborted) setResult(next);
    };
    const timer = setTimeout(
      () => {
        fetchEquipment({ kind, number }, getToken, controller.signal).then(
          (equipment) => answered({ key: `${kind}:${number}`, equipment }),
          () => answered({ key: `${kind}:${number}`, failed: true }),
        );
      },
      fromLink ? 0 : LOOKUP_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, number, ready, getToken, fromLink]);

  return {
    values,
    disabled: { equipment: values.customer.trim() !== '', customer: values.equipment.trim() !== '' },
    setValue: (field, value) => setTyped({ ...values, [field]: value }),
    state: lookupState(),
    pick: (id) => {
      if (key) setPicked({ key, id });
    },
  };

  function lookupState(): LookupState {
    if (!kind) return { status: 'empty', level: 'danger' };
    if (!number) return { status: 'invalid', level: 'warning', kind };
    const query = { kind, number };
    if (result?.key !== key) {
      return !ready && humanFailed ? { status: 'failed', level: 'danger', query } : { status: 'searching', level: 'warning', query };
    }
    if ('failed' in result) return { status: 'failed', level: 'danger', query };
    const [first, ...others] = result.equipment;
    if (!first) return { status: 'notFound', level: 'warning', query };
    if (others.length === 0) return { status: 'found', level: 'found', query, equipment: first };
    const choice = picked?.key === key ? result.equipment.find((machine) => String(machine.id) === picked.id) : undefined;
    return choice
      ? { status: 'found', level: 'found', query, equipment: choice, choices: result.equipment }
      : { status: 'choose', level: 'warning', query, choices: result.equipment };
  }
}
