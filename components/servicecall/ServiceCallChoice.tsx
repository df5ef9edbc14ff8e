'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDeepLink } from './deepLink';
import styles from './servicecall.module.css';

type Mode = 'withid' | 'withoutid';

/** One way into a service call: its button's text, the sentence under it, and what it opens. */
export interface ServiceCallWay {
  label: string;
  detail: string;
  part: ReactNode;
}

/**
 * The first step of a service call (docs/requirements.md#service-calls, rule 1): two large buttons,
 * 'ID required' and 'No ID necessary', then the chosen branch. Unlike the old site, a visible
 * 'Change' button leads back to the choice (docs/requirements.md#service-calls, rule 4).
 *
 * An address with `?equipment=` or `?customer=` (a machine's QR label) opens 'ID required' at once.
 *
 * The branches are rendered by the (server) page and passed in, so a Server Component such as the
 * contact form can be one of them without being pulled into this client bundle; so are the words,
 * which are the page's content (a `service_call` block, lib/content/schemas/page.ts).
 * @param heading the question above the buttons
 * @param withId 'ID required': its button and the equipment lookup it opens
 * @param withoutId 'No ID necessary': its button and the repair form it opens
 */
export function ServiceCallChoice({ heading, withId, withoutId }: { heading: string; withId: ServiceCallWay; withoutId: ServiceCallWay }) {
  // undefined until the visitor chooses (or goes back with Change, null): the address decides.
  const [chosenMode, setMode] = useState<Mode | null>();
  const deepLink = useDeepLink();
  const mode = chosenMode === undefined ? (deepLink ? 'withid' : null) : chosenMode;
  // Focus follows the step, but only after the visitor acted: never on page load.
  const acted = useRef(false);
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const firstOptionRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!acted.current) return;
    (mode ? chosenRef : firstOptionRef).current?.focus();
  }, [mode]);

  const choose = (next: Mode | null) => {
    acted.current = true;
    setMode(next);
  };
  const options = [
    { mode: 'withid' as const, ...withId },
    { mode: 'withoutid' as const, ...withoutId },
  ];
  const chosen = options.find((option) => option.mode === mode);

  return (
    <>
      <section className={`section ${styles.scripted}`} aria-labelledby="service-call-start">
        <div className="container">
          <h2 id="service-call-start">{heading}</h2>
          {chosen ? (
            <div className={styles.chosen}>
              <p ref={chosenRef} tabIndex={-1}>
                Your choice: <strong>{chosen.label}</strong>. {chosen.detail}
              </p>
              <button type="button" className="button button-outline" onClick={() => choose(null)}>
                Change<span className="visually-hidden"> how to place your call</span>
              </button>
            </div>
          ) : (
            <div className={styles.options}>
              {options.map((option, i) => (
                <button
                  key={option.mode}
                  ref={i === 0 ? firstOptionRef : undefined}
                  type="button"
                  className={styles.option}
                  onClick={() => choose(option.mode)}
                >
                  <span className={styles.optionLabel}>{option.label}</span>
                  <span>{option.detail}</span>
                </button>
              ))}
            </div>
          )}
        </div>
      </section>
      {chosen?.part}
    </>
  );
}
