import { LogoCarousel } from '@/components/carousel/LogoCarousel';
import { headingId } from '@/components/content/ContentBlocks';
import { ContentSection } from '@/components/content/ContentSection';
import type { BlockValue } from '@/lib/content/schemas/page';

/**
 * A `logos` block (lib/content/schemas/page.ts): its heading and introduction over a carousel of its
 * logos, each drawn in the block's box and named for screen readers. A page whose content has one
 * passes it to `PageBlocks` (`own={{ logos: LogosBlock }}`), so only such a page loads the
 * carousel's client code and its styles.
 */
export function LogosBlock({ value }: { value: BlockValue<'logos'> }) {
  const { heading, anchor, tone, intro, label, autoplay_ms, width, height, logos } = value;
  return (
    <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone} intro={intro}>
      <LogoCarousel label={label} autoplayMs={autoplay_ms} logos={logos.map(({ name, src }) => ({ src, alt: name, width, height }))} />
    </ContentSection>
  );
}
