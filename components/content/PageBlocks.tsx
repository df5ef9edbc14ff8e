import type { ReactNode } from 'react';
import { SlideCarousel } from '@/components/carousel/SlideCarousel';
import { ContentSection } from '@/components/content/ContentSection';
import { DataTable } from '@/components/content/DataTable';
import { Hotspots } from '@/components/content/Hotspots';
import { InfoCard } from '@/components/content/InfoCard';
import { RichText } from '@/components/content/RichText';
import { StatList } from '@/components/content/StatList';
import { StepList } from '@/components/content/StepList';
import { ContactForm } from '@/components/forms/ContactForm';
import { ActionLinks } from '@/components/services/ActionLinks';
import { FigureGrid } from '@/components/services/FigureGrid';
import { FlipCard } from '@/components/services/FlipCard';
import { ServiceCta } from '@/components/services/ServiceCta';
import { Link } from '@/components/ui/Link';
import { PageHeader, type Crumb } from '@/components/ui/PageHeader';
import { Photo } from '@/components/ui/Photo';
import { SvgImage } from '@/components/ui/SvgImage';
import type { BlockValue, PageBlock, PageFile } from '@/lib/schemas/page';
import { richTextPlain } from '@/lib/schemas/rich-text';
import { linkHref, shopFact } from '@/lib/site';
import styles from './PageBlocks.module.css';

/** A heading as an element id: `Start from a template` → `start-from-a-template`. */
function headingId(heading: string): string {
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
 * One block of a page's content file (lib/schemas/page.ts), as the page shows it.
 * @param breadcrumb the trail shown above the hero's title
 * @param slots the parts a page draws itself (a grid of machines, say), by the name a `slot` block gives;
 *   null for a part the page leaves out this time
 * @throws Error when a slot block names a part the page does not draw (the build fails, naming it)
 */
function Block({ block, breadcrumb, slots }: { block: PageBlock; breadcrumb?: Crumb[]; slots: Record<string, ReactNode> }) {
  switch (block.discriminant) {
    case 'hero': {
      const { title, lead, buttons } = block.value;
      return (
        <>
          <PageHeader title={title} lead={lead ? <RichText source={lead} inline /> : undefined} breadcrumb={breadcrumb} />
          {buttons.length > 0 && (
            <div className="container">
              <ActionLinks actions={actionsOf(buttons)} />
            </div>
          )}
        </>
      );
    }
    case 'section': {
      const { heading, anchor, tone, body, items, stats, buttons } = block.value;
      const title = words(heading);
      return (
        <ContentSection id={anchor || headingId(title)} title={title} tone={tone}>
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
    case 'cards': {
      const { heading, anchor, tone, intro, cards, buttons } = block.value;
      return (
        <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
          {intro && <Prose body={intro} />}
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
    case 'stats': {
      const { label, stats } = block.value;
      return (
        <div className="container">
          <StatList label={label || undefined} stats={stats.map(({ value, label }) => ({ value: words(value), label: words(label) }))} />
        </div>
      );
    }
    case 'flip_cards': {
      const { heading, anchor, tone, cards } = block.value;
      return (
        <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
          <div className="grid">
            {cards.map((card) => (
              <FlipCard
                key={card.title}
                title={card.title}
                teaser={card.teaser}
                href={linkHref(card.link_href)}
                linkLabel={card.link_label}
              >
                {card.text}
              </FlipCard>
            ))}
          </div>
        </ContentSection>
      );
    }
    case 'steps': {
      const { heading, anchor, tone, steps, buttons } = block.value;
      return (
        <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
          <StepList steps={steps.map(({ title, text }) => ({ title, text: <RichText source={text} /> }))} />
          {buttons.length > 0 && <ActionLinks actions={actionsOf(buttons)} />}
        </ContentSection>
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
    case 'note':
      return (
        <div className="container">
          <div className={`alert alert-warning ${styles.note}`} role="note">
            <RichText source={block.value.body} />
          </div>
        </div>
      );
    case 'service_call': {
      // Its ways in open the page's own forms (components/servicecall/ServiceCallPage.tsx), which
      // draws the part from this block's words; it stands here like a slot's part.
      const part = slots['service-call'];
      if (part === undefined) throw new Error(`The page's content has a service call the page does not draw`);
      return <>{part}</>;
    }
    case 'slot': {
      const { name, heading, anchor, tone, intro, note, empty } = block.value;
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
            {part}
            {note && <Prose body={note} />}
          </>
        );
      // Without a heading, a part that has words with it stands in the page's column, as in a band.
      if (!heading) return part !== null && !intro && !note ? content : <div className="container section">{content}</div>;
      return (
        <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
          {content}
        </ContentSection>
      );
    }
    case 'buttons': {
      const { buttons } = block.value;
      if (buttons.length === 0) return null;
      return (
        <div className={`container ${styles.buttons}`}>
          <ActionLinks actions={actionsOf(buttons)} />
        </div>
      );
    }
    case 'hotspots': {
      const { heading, anchor, tone, intro, src, alt, width, height, label, spots } = block.value;
      const list = {
        id: block.value.list_anchor || headingId(block.value.list_heading),
        heading: block.value.list_heading,
        tone: block.value.list_tone,
      };
      return (
        <Hotspots
          id={anchor || headingId(heading)}
          heading={heading}
          tone={tone}
          intro={intro}
          picture={{ src, alt, width, height }}
          label={label}
          list={list}
          link={{ label: block.value.link_label, href: linkHref(block.value.link_href) }}
          spots={spots.map((spot) => ({ ...spot, id: `${list.id}-${headingId(spot.label)}` }))}
        />
      );
    }
    case 'slides': {
      const { heading, anchor, tone, label, autoplay_ms, width, height, slides } = block.value;
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
    case 'gallery': {
      const { heading, anchor, tone, intro, pictures } = block.value;
      return (
        <ContentSection id={anchor || headingId(heading)} title={heading} tone={tone}>
          {intro && <Prose body={intro} />}
          <FigureGrid figures={pictures} />
        </ContentSection>
      );
    }
  }
}

/**
 * A page's blocks, in the order of its content file (docs/editing.md), rendered on the server: no
 * block adds JavaScript but the form's.
 * @param page the page's content (lib/data/pages.ts `readPage`)
 * @param breadcrumb the trail above the title; none on the home page
 * @param slots what the page draws itself, by name, where its `slot` blocks place it (and its
 *   `service_call` block: 'service-call')
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
