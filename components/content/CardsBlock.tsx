import { actionsOf, headingId } from '@/components/content/ContentBlocks';
import { ContentSection } from '@/components/content/ContentSection';
import { InfoCard } from '@/components/content/InfoCard';
import { RichText } from '@/components/content/RichText';
import { ActionLinks } from '@/components/services/ActionLinks';
import { Link } from '@/components/ui/Link';
import type { BlockValue } from '@/lib/content/schemas/page';
import { linkHref } from '@/lib/content/site';

/** A `cards` block (lib/content/schemas/page.ts): its introduction, a grid of cards, its buttons. A page passes it to `PageBlocks` (`own`). */
export function CardsBlock({ value }: { value: BlockValue<'cards'> }) {
  const { heading, anchor, tone, intro, cards, buttons } = value;
  return (
    <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone} intro={intro}>
      <div className="grid">
        {cards.map((card) => (
          <InfoCard
            key={card.title}
            title={card.title}
            figure={card.figure || undefined}
            action={card.link_href ? <Link href={linkHref(card.link_href)}>{card.link_label}</Link> : undefined}
          >
            {card.body && <RichText source={card.body} />}
          </InfoCard>
        ))}
      </div>
      {buttons.length > 0 && <ActionLinks actions={actionsOf(buttons)} />}
    </ContentSection>
  );
}
