import { headingId } from '@/components/content/ContentBlocks';
import { ContentSection } from '@/components/content/ContentSection';
import { DataTable } from '@/components/content/DataTable';
import type { BlockValue } from '@/lib/content/schemas/page';

/**
 * A `table` block (lib/content/schemas/page.ts): the first column heads the rows, and the cells break
 * lines as prose does. A page passes it to `PageBlocks` (`own`).
 */
export function TableBlock({ value }: { value: BlockValue<'table'> }) {
  const { heading, anchor, tone, caption, columns, rows } = value;
  const id = anchor || headingId(heading);
  return (
    <ContentSection id={id} title={heading} tone={tone}>
      <DataTable
        id={`${id}-table`}
        caption={caption}
        wrapCells
        corner={columns[0]}
        columns={columns.slice(1)}
        rows={rows.map(({ cells }, index) => ({
          key: `${index}-${cells[0]}`,
          header: cells[0],
          cells: cells.slice(1).map((content) => ({ content })),
        }))}
      />
    </ContentSection>
  );
}
