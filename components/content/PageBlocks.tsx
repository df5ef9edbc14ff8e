import { Fragment } from 'react';
import { actionsOf, ContentBlock, type ContentBlocksProps } from '@/components/content/ContentBlocks';
import { RichText } from '@/components/content/RichText';
import { ActionLinks } from '@/components/services/ActionLinks';
import { PageHeader, type Crumb } from '@/components/ui/PageHeader';
import type { PageFile } from '@/lib/content/schemas/page';

/** The props of `PageBlocks`: `ContentBlocks`' but the blocks, the page and its breadcrumb. */
export interface PageBlocksProps extends Omit<ContentBlocksProps, 'blocks'> {
  page: PageFile;
  breadcrumb?: Crumb[];
}

/**
 * A page from its content file (docs/editing.md): its title (hero) in the page's header band with
 * the breadcrumb, then its other blocks (`ContentBlocks`, whose props it takes too).
 * @param page the page's content (lib/content/pages.ts `readPage`)
 * @param breadcrumb the trail above the title
 */
export function PageBlocks({ page, breadcrumb, slots = {}, own = {} }: PageBlocksProps) {
  return (
    <>
      {page.blocks.map((block, index) => {
        if (block.discriminant !== 'hero') return <ContentBlock key={index} block={block} slots={slots} own={own} />;
        const { title, lead, buttons } = block.value;
        return (
          <Fragment key={index}>
            <PageHeader title={title} lead={lead ? <RichText source={lead} inline /> : undefined} breadcrumb={breadcrumb} />
            {buttons.length > 0 && (
              <div className="container">
                <ActionLinks actions={actionsOf(buttons)} />
              </div>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
