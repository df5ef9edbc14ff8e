import { useEffect, useState } from 'react';
import { lazySchema } from '@/components/forms/lazyZodResolver';
import type { SpamCheck } from '@/components/forms/SpamCheck';
import { getJson, SEND_TIMEOUT_MS } from '@/lib/browser/fetch-json';
import type { Equipment } from '@/lib/forms/service-call';
import { lookupNumberOf, SPAM_CHECK_TOKEN_HEADER, type LookupKind } from '@/lib/forms/service-call-fields';
import type { DeepLink } from './deepLink';

/** A lookup fires 1000 ms after the last keystroke (docs/requirements.md#service-calls). */
export const LOOKUP_DEBOUNCE_MS = 1000;

/** The number being looked up, and by which field. */
export interface LookupQuery {
  kind: LookupKind;
  number: string;
}

/**
 * Where the identification of the machine stands (docs/requirements.md#service-calls), with what
 * each state shows. `level` is the status the page shows: found (1), warning (2: not
 * found, several to choose, and while looking), danger (3: a lookup that failed); `none` while no
 * number is typed, the initial state, which shows nothing (no error before a mistake).
 */
export type LookupState =
  | { status: 'empty'; level: 'none' }
  | { status: 'invalid'; level: 'warning'; kind: LookupKind }
  | { status: 'searching'; level: 'warning'; query: LookupQuery }
  | { status: 'failed'; level: 'danger'; query: LookupQuery }
  | { status: 'notFound'; level: 'warning'; query: LookupQuery }
  | { status: 'choose'; level: 'warning'; query: LookupQuery; choices: Equipment[] }
  | { status: 'found'; level: 'found'; query: LookupQuery; equipment: Equipment; choices?: Equipment[] }
  | { status: 'noted'; level: 'found'; query: LookupQuery };

export interface EquipmentLookup {
  /** What is typed in each field. */
  values: Record<LookupKind, string>;
  /** A field is disabled while the other one holds a number (docs/requirements.md#service-calls). */
  disabled: Record<LookupKind, boolean>;
  setValue: (kind: LookupKind, value: string) => void;
  state: LookupState;
  /** Picks a machine from the account's list; its id as a string. */
  pick: (id: string) => void;
  /** Empties both fields (a number from the address too): Clear form. */
  clear: () => void;
}

/** The answer of one lookup, for the query it was made for. */
type Result = { key: string; equipment: Equipment[] } | { key: string; failed: true } | { key: string; asTyped: true };

// The answer's schema (zod) loads with the first lookup, so a page with this hook does not carry
// zod before the visitor types a number.
const lookupAnswerSchema = lazySchema(() => import('@/lib/forms/service-call').then((schemas) => schemas.lookupAnswerSchema));

/**
 * Asks our server for the machines with a number (GET /api/service/{kind}?number=), with a
 * spam-check token in its header, within SEND_TIMEOUT_MS.
 * @returns `{ equipment }`, the machines; or `{ asTyped: true }` where the server takes numbers as
 *   typed (mail mode)
 * @throws on a network error, a timeout, an abort, or an answer that is neither `{ ok: true,
 *   equipment }` nor `{ ok: true, asTyped: true }`
 */
async function fetchEquipment(
  query: LookupQuery,
  getToken: SpamCheck['getToken'],
  signal: AbortSignal,
): Promise<{ equipment: Equipment[] } | { asTyped: true }> {
  const [token, schema] = await Promise.all([getToken(), lookupAnswerSchema()]);
  signal.throwIfAborted();
  const url = `/api/service/${query.kind}?number=${encodeURIComponent(query.number)}`;
  const { answer } = await getJson(url, token ? { [SPAM_CHECK_TOKEN_HEADER]: token } : {}, SEND_TIMEOUT_MS, signal);
  const parsed = schema.parse(answer);
  return 'asTyped' in parsed ? { asTyped: true } : { equipment: parsed.equipment };
}

const emptyValues: Record<LookupKind, string> = { equipment: '', customer: '' };

/**
 * The equipment lookup of the service call with ID (docs/requirements.md#service-calls). The field
 * in use is looked up 1000 ms after its last change (at once for a number given in the address),
 * and a newer lookup aborts an older one whose answer is then ignored. Lookups wait until a
 * spam-check token can be made; if the spam check cannot load at all, the lookup counts as failed.
 * Where the server takes numbers as typed (mail mode, docs/requirements.md#service-backend), its
 * first answer says so: that number and every later one is `noted`, and nothing more is asked. The
 * page is the same for every backend, so one build serves them all.
 * @param spamCheck the form's spam check (tokens for the lookup requests)
 * @param deepLink the number given in the address, filled in until the visitor types
 */
export function useEquipmentLookup(spamCheck: SpamCheck, deepLink: DeepLink | null): EquipmentLookup {
  const [typed, setTyped] = useState<Record<LookupKind, string> | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [picked, setPicked] = useState<{ key: string; id: string } | null>(null);
  const { ready, failed: spamCheckFailed, getToken } = spamCheck;

  const fromLink = typed === null && deepLink !== null;
  const values = typed ?? (deepLink ? { ...emptyValues, [deepLink.kind]: deepLink.number } : emptyValues);
  const kind: LookupKind | null = values.equipment.trim() ? 'equipment' : values.customer.trim() ? 'customer' : null;
  const number = kind ? lookupNumberOf(values[kind]) : null;
  const key = kind && number ? `${kind}:${number}` : null;
  // Mail mode holds for the page's life: no lookup is made after the server said so.
  const asTyped = result !== null && 'asTyped' in result;

  useEffect(() => {
    if (!kind || !number || !ready || asTyped) return;
    const controller = new AbortController();
    const answered = (next: Result) => {
      if (!controller.signal.aborted) setResult(next);
    };
    const timer = setTimeout(
      () => {
        fetchEquipment({ kind, number }, getToken, controller.signal).then(
          (found) => answered({ key: `${kind}:${number}`, ...found }),
          () => answered({ key: `${kind}:${number}`, failed: true }),
        );
      },
      fromLink ? 0 : LOOKUP_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, number, ready, getToken, fromLink, asTyped]);

  return {
    values,
    disabled: { equipment: values.customer.trim() !== '', customer: values.equipment.trim() !== '' },
    setValue: (field, value) => setTyped({ ...values, [field]: value }),
    state: lookupState(),
    pick: (id) => {
      if (key) setPicked({ key, id });
    },
    clear: () => setTyped(emptyValues),
  };

  function lookupState(): LookupState {
    if (!kind) return { status: 'empty', level: 'none' };
    if (!number) return { status: 'invalid', level: 'warning', kind };
    const query = { kind, number };
    if (asTyped) return { status: 'noted', level: 'found', query };
    if (result?.key !== key) {
      return !ready && spamCheckFailed ? { status: 'failed', level: 'danger', query } : { status: 'searching', level: 'warning', query };
    }
    // Not `equipment`: a failed lookup (an `asTyped` answer returned `noted` above).
    if (!('equipment' in result)) return { status: 'failed', level: 'danger', query };
    const [first, ...others] = result.equipment;
    if (!first) return { status: 'notFound', level: 'warning', query };
    if (others.length === 0) return { status: 'found', level: 'found', query, equipment: first };
    const choice = picked?.key === key ? result.equipment.find((machine) => String(machine.id) === picked.id) : undefined;
    return choice
      ? { status: 'found', level: 'found', query, equipment: choice, choices: result.equipment }
      : { status: 'choose', level: 'warning', query, choices: result.equipment };
  }
}
