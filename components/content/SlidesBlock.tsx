import { SlideCarousel } from '@/components/carousel/SlideCarousel';
import { headingId } from '@/components/content/ContentBlocks';
import { ContentSection } from '@/components/content/ContentSection';
import type { BlockValue } from '@/lib/content/schemas/page';

/**
 * A `slides` block (lib/content/schemas/page.ts): its heading over a carousel of its slides. A page whose
 * content has one passes it to `PageBlocks` (`own={{ slides: SlidesBlock }}`), so only
 * such a page loads the carousel's client code and its styles.
 */
export function SlidesBlock({ value }: { value: BlockValue<'slides'> }) {
  const { heading, anchor, tone, label, autoplay_ms, width, height, slides } = value;
  return (
    <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
      <SlideCarousel
        label={label}
        autoplayMs={autoplay_ms}
        slides={slides.map(({ title, text, src, alt }) => ({ title, text, image: { src, alt, width, height } }))}
      />
    </ContentSection>
  );
}
