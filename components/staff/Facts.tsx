import type { ReactNode } from 'react';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import styles from './Facts.module.css';

/**
 * The staff pages' facts about a request or a passkey: a `dl`, each label (`dt`) beside its value
 * (`dd`), the label above the value on a phone.
 * @param children the `dt` and `dd` elements, in pairs, or `TextFact`s
 */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/**
 * One fact of `Facts` whose value is a text a visitor typed: its short hyphenated words
 * ('EQ-SLOW', '342-8631') kept whole (components/ui/UnbrokenHyphens.tsx), and nothing at all when
 * the text is empty, as a form that does not ask for it leaves it (a meter reading's phone).
 * @param label the `dt`'s words
 * @param text the value, shown as it is
 */
export function TextFact({ label, text }: { label: string; text: string }) {
  if (text === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <UnbrokenHyphens text={text} />
      </dd>
    </>
  );
}
