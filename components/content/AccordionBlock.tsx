import { headingId } from '@/components/content/ContentBlocks';
import { ContentSection } from '@/components/content/ContentSection';
import { RichText } from '@/components/content/RichText';
import type { BlockValue } from '@/lib/content/schemas/page';
import styles from './AccordionBlock.module.css';

/** An `accordion` block (lib/content/schemas/page.ts): questions that open to their answers, without script. A page passes it to `PageBlocks` (`own`). */
export function AccordionBlock({ value }: { value: BlockValue<'accordion'> }) {
  const { heading, anchor, tone, items } = value;
  return (
    <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
      <div className={`prose ${styles.accordion}`}>
        {items.map(({ question, answer }) => (
          <details key={question}>
            <summary>{question}</summary>
            <RichText source={answer} />
          </details>
        ))}
      </div>
    </ContentSection>
  );
}
