import styles from './forms.module.css';

/**
 * The note above a form's fields that explains the '*' of a required field
 * (docs/requirements.md#accessibility): the star is hidden from screen readers, which hear
 * 'with an asterisk' instead and get 'required' from each field's aria-required.
 */
export function RequiredNote() {
  return (
    <p className={styles.note}>
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}
