import { headingId } from '@/components/content/ContentBlocks';
import { ContentSection } from '@/components/content/ContentSection';
import { FigureGrid } from '@/components/services/FigureGrid';
import type { BlockValue } from '@/lib/content/schemas/page';

/** A `gallery` block (lib/content/schemas/page.ts): pictures side by side under its heading. A page passes it to `PageBlocks` (`own`). */
export function GalleryBlock({ value }: { value: BlockValue<'gallery'> }) {
  const { heading, anchor, tone, intro, pictures } = value;
  return (
    <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone} intro={intro}>
      <FigureGrid figures={pictures} />
    </ContentSection>
  );
}
