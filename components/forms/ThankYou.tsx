import { useEffect, useRef, type ReactNode } from 'react';
import styles from './forms.module.css';

export interface ThankYouProps {
  /** 'success': the request reached the shop; 'warning': it is kept but not delivered yet. */
  tone: 'success' | 'warning';
  /** An extra class of the form's own stylesheet. */
  className?: string;
  children: ReactNode;
}

/**
 * What replaces a form once its request is accepted (docs/requirements.md#nothing-lost): a status
 * message that takes the focus as it appears, so keyboard and screen-reader users land on it
 * rather than on the top of the page where the form was (docs/requirements.md#accessibility).
 */
export function ThankYou({ tone, className, children }: ThankYouProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className={`alert alert-${tone} ${styles.thanks}${className ? ` ${className}` : ''}`} role="status" tabIndex={-1}>
      {children}
    </div>
  );
}
