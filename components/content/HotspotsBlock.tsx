import { headingId } from '@/components/content/ContentBlocks';
import { Hotspots } from '@/components/content/Hotspots';
import type { BlockValue } from '@/lib/content/schemas/page';
import { linkHref } from '@/lib/content/site';

/** A `hotspots` block (lib/content/schemas/page.ts): a picture with numbered points and their list. A page passes it to `PageBlocks` (`own`). */
export function HotspotsBlock({ value }: { value: BlockValue<'hotspots'> }) {
  const { heading, anchor, tone, intro, src, alt, width, height, label, spots } = value;
  const list = { id: value.list_anchor || headingId(value.list_heading), heading: value.list_heading, tone: value.list_tone };
  return (
    <Hotspots
      id={anchor || headingId(heading)}
      heading={heading}
      tone={tone}
      intro={intro}
      picture={{ src, alt, width, height }}
      label={label}
      list={list}
      link={{ label: value.link_label, href: linkHref(value.link_href) }}
      spots={spots.map((spot) => ({ ...spot, id: `${list.id}-${headingId(spot.label)}` }))}
    />
  );
}
