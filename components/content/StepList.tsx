import type { ReactNode } from 'react';
import styles from './StepList.module.css';

/** One step: its title (an `h3`) and what happens in it. */
export interface Step {
  title: string;
  text: ReactNode;
}

/**
 * Numbered steps (the Home page's 'How printing with us works', docs/requirements.md#content-pages,
 * rule 1): an ordered list, so the order is also read out; the numbers are drawn by CSS.
 * @param steps in order; each title is unique in the list
 */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          {step.text}
        </li>
      ))}
    </ol>
  );
}
