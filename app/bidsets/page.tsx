import { Fragment, type ReactNode } from 'react';
import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { CardsBlock } from '@/components/content/CardsBlock';
import { FormBlock } from '@/components/content/FormBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { parseAddenda } from '@/lib/content/addenda';
import { getBidProjects, partitionBidProjects, type BidGroups, type BidProject } from '@/lib/content/bidsets';
import { slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { joinShortLastWord, unbrokenWords } from '@/lib/format/line-breaks';
import { contentPageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

const ROUTE = '/bidsets';

/** The tables' own words, from the part "projects" of the page's content file (its `labels`). */
const TABLE_WORDS = ['date', 'project', 'addenda', 'no-addenda', 'no-date'] as const;

/** The words of every plan-room table on the page, by name (TABLE_WORDS). */
type TableWords = Record<(typeof TABLE_WORDS)[number], string>;

export const metadata = contentPageMetadata(ROUTE);

// Pre-rendered, then rendered again at most hourly: the plan room's list is fetched anew and
// projects whose bid date has passed move to "Recently closed" without a rebuild. A literal, as
// Next.js requires; the same value as `bidsetsRevalidateSeconds` in lib/content/bidsets.ts.
export const revalidate = 3600;

/**
 * The addenda cell: plan-room HTML reduced to safe links, text and line breaks
 * (lib/content/addenda.ts); a link's short last word stays with the one before ('Addendum 1').
 */
function Addenda({ html, none }: { html: string; none: string }) {
  const parts = parseAddenda(html);
  if (parts.length === 0) return <>{none}</>;
  return parts.map((part, i) => {
    if (part.kind === 'break') return <br key={i} />;
    if (part.kind === 'link')
      return (
        <a key={i} href={part.href}>
          {joinShortLastWord(part.text)}
        </a>
      );
    return part.text;
  });
}

/**
 * A bid date as the plan room writes it (docs/requirements.md#bid-lists, rule 1), which breaks
 * only between its words on a phone: never inside '2026-12-01', nor before its AM or PM
 * (unbrokenWords, lib/format/line-breaks.ts).
 * @param none what shows for an empty or blank date (rule 2: 'To be announced')
 */
function BidDate({ text, none }: { text: string; none: string }) {
  const words = unbrokenWords(text);
  if (words.length === 0) return <>{none}</>;
  return words.map((word, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <span className="nowrap">{word}</span>
    </Fragment>
  ));
}

/**
 * One heading of the plan room's list (docs/requirements.md#bid-lists, rule 4) and its projects as
 * a table, its column headers and its words for a missing date or addendum from `words`.
 */
function ProjectTable({ heading, projects, id, words }: { heading: string; projects: BidProject[]; id: string; words: TableWords }) {
  return (
    <>
      <h3 id={id}>{heading}</h3>
      <div className="table-wrap">
        <table aria-labelledby={id} className={styles.projects}>
          <thead>
            <tr>
              <th scope="col">{words.date}</th>
              <th scope="col">{words.project}</th>
              <th scope="col">{words.addenda}</th>
            </tr>
          </thead>
          <tbody>
            {projects.map((project) => (
              <tr key={`${project.url}-${project.name}`}>
                <td>
                  <BidDate text={project.biddate} none={words['no-date']} />
                </td>
                <td>
                  <a href={project.url}>{project.name}</a>
                </td>
                <td>
                  <Addenda html={project.addenda} none={words['no-addenda']} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The projects of the plan room's headings, one table each (docs/requirements.md#bid-lists, rule 4).
 * @param idPrefix the tables' headings get `${idPrefix}-0`, `${idPrefix}-1`...
 * @returns null when there are none: the page's content says what to show instead
 */
function projectTables(groups: BidGroups, idPrefix: string, words: TableWords): ReactNode {
  if (groups.length === 0) return null;
  return groups.map(([heading, projects], i) => (
    <ProjectTable key={heading} heading={heading} projects={projects} id={`${idPrefix}-${i}`} words={words} />
  ));
}

/**
 * Bidset Distribution: the service pitch with 'Send your Files!' and 'Contact me about Bidset
 * Services', the public projects out to bid grouped by heading, those closed in the last 30 days
 * (bid dates in the shop's time zone, `SHOP_TIME_ZONE`), and the contact form to help. Its words are
 * data/content/pages/bidsets.json; the page draws the plan room's projects (`projects`,
 * `recently-closed`), or leaves them out when there are none. Both parts' tables take their column
 * headers and their words for a missing date or addendum from the part "projects".
 */
export default async function BidsetsPage() {
  const { open, recentlyClosed } = partitionBidProjects(await getBidProjects(), new Date(), siteConfig.timeZone);
  const page = readPage(ROUTE);
  const words = slotWords(page, 'projects', TABLE_WORDS, ROUTE);
  return (
    <PageBlocks
      own={{ form: FormBlock, cards: CardsBlock }}
      page={page}
      breadcrumb={servicesTrail(pageCrumb(ROUTE))}
      slots={{
        projects: projectTables(open, 'bid-group', words),
        'recently-closed': projectTables(recentlyClosed, 'closed-group', words),
      }}
    />
  );
}
