import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SubmissionAnswer } from '@/lib/browser/fetch-json';
import type { FormAnswerWarning } from '@/lib/requests/types';

/**
 * What the answer page of a form sent without JavaScript gives the form to show
 * (docs/requirements.md#forms-without-javascript): the accepted request, or what was typed with
 * its errors, or that it was not sent.
 */
export interface PostAnswer {
  /** The accepted request: the form shows its thank-you. */
  accepted?: SubmissionAnswer;
  /** A refused post's typed values, shown again in their fields. */
  values?: Record<string, string>;
  /** Its schema's messages by field name: the first of each shows next to its field. */
  fieldErrors?: Record<string, string[]>;
  /** It was refused after its fields passed (the spam check, an outside service): the alert that it was not sent. */
  failed?: boolean;
  /** What the form asks the visitor to confirm before sending again (a meter reading's lower counters). */
  warning?: FormAnswerWarning;
}

/**
 * A refused post's messages as react-hook-form's errors (its `errors` option), so the server's
 * messages show next to their fields from the first paint, in the form's own words.
 * @returns undefined when there are none
 */
export function postedErrors<Values extends FieldValues>(answer: PostAnswer | undefined): FieldErrors<Values> | undefined {
  if (!answer?.fieldErrors) return undefined;
  return Object.fromEntries(
    Object.entries(answer.fieldErrors).flatMap(([name, messages]) =>
      messages[0] ? [[name, { type: 'server', message: messages[0] }]] : [],
    ),
  ) as FieldErrors<Values>;
}
