import { actionsOf } from '@/components/content/ContentBlocks';
import { ContentSection } from '@/components/content/ContentSection';
import { RichText } from '@/components/content/RichText';
import { StepList } from '@/components/content/StepList';
import { ActionLinks } from '@/components/services/ActionLinks';
import type { BlockValue } from '@/lib/content/schemas/page';

/** A `steps` block (lib/content/schemas/page.ts): numbered steps, then its buttons. A page passes it to `PageBlocks` (`own`). */
export function StepsBlock({ value }: { value: BlockValue<'steps'> }) {
  const { heading, anchor, tone, steps, buttons } = value;
  return (
    <ContentSection id={anchor || undefined} title={heading} tone={tone}>
      <StepList steps={steps.map(({ title, text }) => ({ title, text: <RichText source={text} /> }))} />
      {buttons.length > 0 && <ActionLinks actions={actionsOf(buttons)} />}
    </ContentSection>
  );
}
