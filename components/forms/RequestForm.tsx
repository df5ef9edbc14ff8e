import { useEffect, useEffectEvent, useRef, type FormEventHandler, type ReactNode } from 'react';
import styles from './forms.module.css';
import { RequiredNote } from './RequiredNote';
import { useStartSpamCheck } from './SpamCheck';

export interface RequestFormProps {
  /** The route handler the form posts to: its script posts JSON there, and without JavaScript the form itself posts. */
  action: string;
  /** The form's submit: react-hook-form's `handleSubmit(send, refuse)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /**
   * What the form starts on its use besides the spam check (its schema's load, say): called when
   * the visitor focuses a field or sends, and as the form hydrates when a field took the focus
   * before (its focus event came before React listened).
   */
  onUse?: () => void;
  /** The required-fields note first (default true); false where the form places it itself. */
  note?: boolean;
  children: ReactNode;
}

/**
 * The `<form>` of every request form (docs/requirements.md#contact-form, #service-calls,
 * #meter-readings): checked by its schema, not by the browser's own bubbles (noValidate), with the
 * note that explains the '*' of a required field. Its first use (a focus, or a send) starts the
 * spam check of the SpamCheckProvider around it (docs/requirements.md#spam-check, rule 2). Without
 * JavaScript it posts itself to `action`, which answers with a page
 * (docs/requirements.md#forms-without-javascript).
 * @throws when not rendered under a SpamCheckProvider
 */
export function RequestForm({ action, onSubmit, onUse, note = true, children }: RequestFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const startSpamCheck = useStartSpamCheck();
  const turnedTo = () => {
    startSpamCheck();
    onUse?.();
  };
  const focusedEarlier = useEffectEvent(() => {
    if (form.current?.contains(document.activeElement)) turnedTo();
  });
  useEffect(() => focusedEarlier(), []);
  return (
    <form
      ref={form}
      className={styles.form}
      method="post"
      action={action}
      noValidate
      onFocus={turnedTo}
      onSubmit={(event) => {
        turnedTo();
        onSubmit(event);
      }}
    >
      {note && <RequiredNote />}
      {children}
    </form>
  );
}
