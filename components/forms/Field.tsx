import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** Attributes that tie a form control to its label, its error and its required state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  /** id of the control; the error gets `${id}-error`. */
  id: string;
  /** Visible label text, exactly as docs/requirements.md#contact-form words it. */
  label: string;
  /** Marks the field required: a visible '*' (explained above the form) and aria-required. */
  required?: boolean;
  /** Inline error message; when set the control is aria-invalid and described by it. */
  error?: string;
  /** Renders the control with the attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form field: `<label htmlFor>`, the control, and its inline error, announced
 * politely when it appears. The '*' sits
 * outside the label so the label's text (and so the control's accessible name) stays the
 * required wording exactly; screen readers get 'required' from aria-required instead.
 */
export function Field({ id, label, required, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.label}>
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required ? true : undefined,
      })}
      {/* Always present, so a screen reader announces an error as it appears (WCAG 4.1.3). */}
      <div className={styles.live} aria-live="polite">
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
