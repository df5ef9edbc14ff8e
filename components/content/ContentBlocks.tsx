import type { ComponentType, ReactNode } from 'react';
import { ContentSection } from '@/components/content/ContentSection';
import { RichText } from '@/components/content/RichText';
import { StatList } from '@/components/content/StatList';
import { WithoutScripts } from '@/components/content/WithoutScripts';
import { ActionLinks } from '@/components/services/ActionLinks';
import { ServiceCta } from '@/components/services/ServiceCta';
import { Photo } from '@/components/ui/Photo';
import { SvgImage } from '@/components/ui/SvgImage';
import type { BlockValue, OwnBlockKind, PageBlock } from '@/lib/content/schemas/page';
import { richTextPlain } from '@/lib/content/schemas/rich-text';
import { linkHref, shopFact } from '@/lib/content/site';
import styles from './ContentBlocks.module.css';

/** A heading as an element id: `Start from a template` → `start-from-a-template`. */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The buttons of a block, as ActionLinks takes them (also for a page that draws its own title band, the home page's). */
export function actionsOf(buttons: BlockValue<'section'>['buttons']) {
  return buttons.map(({ label, href, look, new_tab }) => ({ label, href: linkHref(href), look, newTab: new_tab }));
}

/** A short text's words, each shop fact it names (`{% shop value="years" /%}`) as the shop's file says it. */
function words(text: string): string {
  return richTextPlain(text, shopFact);
}

/** A block's prose and bullet list, in the reading column. */
function Prose({ body, items, children }: { body: string; items?: string[]; children?: ReactNode }) {
  return (
    <div className="prose">
      {body && <RichText source={body} />}
      {items && items.length > 0 && (
        <ul className="feature-list">
          {items.map((item, index) => (
            <li key={index}>
              <RichText source={item} inline />
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/**
 * One block of a page's content file (lib/content/schemas/page.ts) under its title, as the page shows it;
 * the title (hero) is PageBlocks', or the page's own (the home page's banner), and shows nothing here.
 * @param slots the parts a page draws itself (a grid of machines, say), by the name a `slot` block gives;
 *   null for a part the page leaves out this time
 * @throws Error when a slot block names a part the page does not draw (the build fails, naming it)
 */
export function ContentBlock({ block, slots, own }: { block: PageBlock; slots: Record<string, ReactNode>; own: OwnBlocks }) {
  switch (block.discriminant) {
    case 'hero':
      return null;
    case 'section': {
      const { heading, anchor, tone, body, items, stats, buttons } = block.value;
      const title = words(heading);
      return (
        <ContentSection id={anchor || undefined} title={title} tone={tone}>
          <Prose body={body} items={items} />
          {stats.length > 0 && <StatList stats={stats.map(({ value, label }) => ({ value: words(value), label: words(label) }))} />}
          {buttons.length > 0 && (
            <Prose body="">
              <ActionLinks actions={actionsOf(buttons)} />
            </Prose>
          )}
        </ContentSection>
      );
    }
    case 'stats': {
      const { label, stats } = block.value;
      return (
        <div className="container">
          <StatList label={label || undefined} stats={stats.map(({ value, label }) => ({ value: words(value), label: words(label) }))} />
        </div>
      );
    }
    case 'image': {
      const { src, alt, caption, width, height } = block.value;
      return (
        <div className="container">
          <figure className={styles.figure}>
            {/\.svg$/i.test(src) ? (
              <SvgImage src={src} alt={alt} width={width} height={height} />
            ) : (
              <Photo src={src} alt={alt} width={width} height={height} sizes={`(max-width: ${width}px) 100vw, ${width}px`} />
            )}
            {caption && (
              <figcaption>
                <RichText source={caption} inline />
              </figcaption>
            )}
          </figure>
        </div>
      );
    }
    case 'cta': {
      const { heading, tone, body } = block.value;
      return (
        <ServiceCta heading={heading} tinted={tone !== 'plain'}>
          {body && <RichText source={body} />}
        </ServiceCta>
      );
    }
    case 'form':
    case 'slides':
    case 'logos':
    case 'flip_cards':
    case 'steps':
    case 'hotspots':
    case 'gallery':
    case 'cards':
    case 'accordion':
    case 'table':
    case 'note': {
      // Their client code and styles would reach every page that imports this module: a page whose
      // content has one passes its component (FormBlock, SlidesBlock, ...), so other pages stay light.
      const Own = own[block.discriminant] as ComponentType<{ value: typeof block.value }> | undefined;
      if (!Own) throw new Error(`The page's content has a ${block.discriminant} block, which its route does not draw (PageBlocks' own)`);
      return <Own value={block.value} />;
    }
    case 'service_call': {
      // Its ways in open the page's own forms (components/servicecall/ServiceCallPage.tsx), which
      // draws the part from this block's words; it stands here like a slot's part.
      const part = slots['service-call'];
      if (part === undefined) throw new Error(`The page's content has a service call the page does not draw`);
      return <>{part}</>;
    }
    case 'slot': {
      const { name, heading, anchor, tone, intro, note, empty, without_scripts: withoutScripts } = block.value;
      const part = slots[name];
      if (part === undefined) throw new Error(`The page's content names a part "${name}" the page does not draw`);
      // A part the page leaves out this time (null: no machine to feature, say) takes its heading
      // along, unless the content says what to show instead (no project out to bid).
      if (part === null && !empty) return null;
      const content =
        part === null ? (
          <Prose body={empty} />
        ) : (
          <>
            {intro && <Prose body={intro} />}
            {withoutScripts && <WithoutScripts body={withoutScripts} inColumn={!heading && !intro && !note} />}
            {/* Named, so a reader of the page (the content share test) tells the site's part from the
                content's words; laid out as if it were not there. */}
            <div data-part={name} style={{ display: 'contents' }}>
              {part}
            </div>
            {note && <Prose body={note} />}
          </>
        );
      // Without a heading, a part that has words with it stands in the page's column, as in a band.
      if (!heading) return part !== null && !intro && !note ? content : <div className="container section">{content}</div>;
      return (
        <ContentSection id={anchor || undefined} title={heading} tone={tone}>
          {content}
        </ContentSection>
      );
    }
    case 'buttons': {
      const { buttons } = block.value;
      if (buttons.length === 0) return null;
      return (
        <div className="container">
          <ActionLinks actions={actionsOf(buttons)} />
        </div>
      );
    }
    default: {
      // A kind of block added to pageBlockSchema and not drawn here fails the type check, not the page.
      const undrawn: never = block;
      return undrawn;
    }
  }
}

/**
 * The blocks a page draws with components of their own, which it passes: those with client code
 * (a form, a carousel) or styles most pages never need (cards, a table, questions, ...).
 * `PAGE_OWN_BLOCKS` (lib/content/schemas/page.ts) says which page has which; the content check and the
 * editor hold the content to it, `test/page-own-blocks.test.ts` the routes.
 */
export type OwnBlocks = {
  [K in OwnBlockKind]?: ComponentType<{ value: BlockValue<K> }>;
};

/** The props of `ContentBlocks`. */
export interface ContentBlocksProps {
  blocks: PageBlock[];
  slots?: Record<string, ReactNode>;
  own?: OwnBlocks;
}

/**
 * A page's blocks under its title, in the order of its content file (docs/editing.md), rendered on
 * the server. This module imports no client component and only the styles of the common blocks, so
 * a page gains no JavaScript and no CSS for a block it does not have; the others it passes (`own`).
 * @param own the blocks this page draws with their own components (`OwnBlocks`), e.g. `{ form: FormBlock }`
 * @param slots what the page draws itself, by name, where its `slot` blocks place it (and its
 *   `service_call` block: 'service-call')
 */
export function ContentBlocks({ blocks, slots = {}, own = {} }: ContentBlocksProps) {
  return (
    <>
      {blocks.map((block, index) => (
        <ContentBlock key={index} block={block} slots={slots} own={own} />
      ))}
    </>
  );
}
