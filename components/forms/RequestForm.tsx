import { useEffect, useEffectEvent, useRef, type FormEventHandler, type ReactNode } from 'react';
import styles from './forms.module.css';
import { RequiredNote } from './RequiredNote';

export interface RequestFormProps {
  /** The route handler the form posts to: its script posts JSON there, and without JavaScript the form itself posts. */
  action: string;
  /** The form's submit: react-hook-form's `handleSubmit(send, refuse)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /**
   * Starts loading the form's schema and its spam check when the visitor first focuses a field;
   * also called as the form hydrates when a field took the focus before (its focus event came
   * before React listened).
   */
  onFocus?: () => void;
  /** The required-fields note first (default true); false where the form places it itself. */
  note?: boolean;
  children: ReactNode;
}

/**
 * The `<form>` of every request form (docs/requirements.md#contact-form, #service-calls,
 * #meter-readings): checked by its schema, not by the browser's own bubbles (noValidate), with the
 * note that explains the '*' of a required field. Without JavaScript it posts itself to `action`,
 * which answers with a page (docs/requirements.md#forms-without-javascript).
 */
export function RequestForm({ action, onSubmit, onFocus, note = true, children }: RequestFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const focusedEarlier = useEffectEvent(() => {
    if (form.current?.contains(document.activeElement)) onFocus?.();
  });
  useEffect(() => focusedEarlier(), []);
  return (
    <form ref={form} className={styles.form} method="post" action={action} noValidate onFocus={onFocus} onSubmit={onSubmit}>
      {note && <RequiredNote />}
      {children}
    </form>
  );
}
