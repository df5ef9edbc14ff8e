import { ContentSection } from '@/components/content/ContentSection';
import { FlipCard } from '@/components/services/FlipCard';
import type { BlockValue } from '@/lib/content/schemas/page';
import { linkHref } from '@/lib/content/site';

/** A `flip_cards` block (lib/content/schemas/page.ts): cards that turn to their text, each with a link. A page passes it to `PageBlocks` (`own`). */
export function FlipCardsBlock({ value }: { value: BlockValue<'flip_cards'> }) {
  const { heading, anchor, tone, cards } = value;
  return (
    <ContentSection id={anchor || undefined} title={heading} tone={tone}>
      <div className="grid">
        {cards.map((card) => (
          <FlipCard key={card.title} title={card.title} teaser={card.teaser} href={linkHref(card.link_href)} linkLabel={card.link_label}>
            {card.text}
          </FlipCard>
        ))}
      </div>
    </ContentSection>
  );
}
