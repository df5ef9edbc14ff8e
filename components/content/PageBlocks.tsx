import type { ReactNode } from 'react';
import { ContentSection } from '@/components/content/ContentSection';
import { DataTable } from '@/components/content/DataTable';
import { InfoCard } from '@/components/content/InfoCard';
import { RichText } from '@/components/content/RichText';
import { StatList } from '@/components/content/StatList';
import { ContactForm } from '@/components/forms/ContactForm';
import { ActionLinks } from '@/components/services/ActionLinks';
import { ServiceCta } from '@/components/services/ServiceCta';
import { Link } from '@/components/ui/Link';
import { PageHeader, type Crumb } from '@/components/ui/PageHeader';
import { Photo } from '@/components/ui/Photo';
import { SvgImage } from '@/components/ui/SvgImage';
import type { BlockValue, PageBlock, PageFile } from '@/lib/schemas/page';
import styles from './PageBlocks.module.css';

/** A heading as an element id: `Start from a template` → `start-from-a-template`. */
function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The buttons of a block, as ActionLinks takes them. */
function actionsOf(buttons: BlockValue<'section'>['buttons']) {
  return buttons.map(({ label, href, look, new_tab }) => ({ label, href, look, newTab: new_tab }));
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
 * One block of a page's content file (lib/schemas/page.ts), as the page shows it.
 * @param breadcrumb the trail shown above the hero's title
 * @param slots the parts a page draws itself (a grid of machines, say), by the name a `slot` block gives
 * @throws Error when a slot block names a part the page does not draw (the build fails, naming it)
 */
function Block({ block, breadcrumb, slots }: { block: PageBlock; breadcrumb?: Crumb[]; slots: Record<string, ReactNode> }) {
  switch (block.discriminant) {
    case 'hero': {
      const { title, lead } = block.value;
      return <PageHeader title={title} lead={lead ? <RichText source={lead} inline /> : undefined} breadcrumb={breadcrumb} />;
    }
    case 'section': {
      const { heading, anchor, tone, body, items, buttons } = block.value;
      return (
        <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
          <Prose body={body} items={items}>
            {buttons.length > 0 && <ActionLinks actions={actionsOf(buttons)} />}
          </Prose>
        </ContentSection>
      );
    }
    case 'cards': {
      const { heading, anchor, tone, intro, cards } = block.value;
      return (
        <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
          {intro && <Prose body={intro} />}
          <div className="grid">
            {cards.map((card) => (
              <InfoCard
                key={card.title}
                title={card.title}
                figure={card.figure || undefined}
                action={card.link_href ? <Link href={card.link_href}>{card.link_label}</Link> : undefined}
              >
                {card.body && <RichText source={card.body} />}
              </InfoCard>
            ))}
          </div>
        </ContentSection>
      );
    }
    case 'stats': {
      const { label, stats } = block.value;
      return (
        <div className="container">
          <StatList label={label || undefined} stats={stats} />
        </div>
      );
    }
    case 'accordion': {
      const { heading, anchor, tone, items } = block.value;
      return (
        <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
          <div className={`prose ${styles.accordion}`}>
            {items.map(({ question, answer }) => (
              <details key={question}>
                <summary>{question}</summary>
                <RichText source={answer} />
              </details>
            ))}
          </div>
        </ContentSection>
      );
    }
    case 'table': {
      const { heading, anchor, tone, caption, columns, rows } = block.value;
      const id = anchor || headingId(heading);
      return (
        <ContentSection id={id} title={heading} tone={tone}>
          <DataTable
            id={`${id}-table`}
            caption={caption}
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
    case 'image': {
      const { src, alt, caption, width, height } = block.value;
      return (
        <div className="container">
          <figure className={styles.figure}>
            {src.endsWith('.svg') ? (
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
    case 'form': {
      const { variant, mailbox, subject, heading, anchor } = block.value;
      return (
        <ContactForm variant={variant} mailbox={mailbox} emailSubject={subject} heading={heading || undefined} id={anchor || undefined} />
      );
    }
    case 'slot': {
      const part = slots[block.value.name];
      if (part === undefined) throw new Error(`The page's content names a part "${block.value.name}" the page does not draw`);
      return <>{part}</>;
    }
  }
}

/**
 * A page's blocks, in the order of its content file (docs/editing.md), rendered on the server: no
 * block adds JavaScript but the form's.
 * @param page the page's content (lib/data/pages.ts `readPage`)
 * @param breadcrumb the trail above the title; none on the home page
 * @param slots what the page draws itself, by name, where its `slot` blocks place it
 */
export function PageBlocks({ page, breadcrumb, slots = {} }: { page: PageFile; breadcrumb?: Crumb[]; slots?: Record<string, ReactNode> }) {
  return (
    <>
      {page.blocks.map((block, index) => (
        <Block key={index} block={block} breadcrumb={breadcrumb} slots={slots} />
      ))}
    </>
  );
}
