import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { TemplateCard } from '@/components/library/TemplateCard';
import { slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { getTemplates } from '@/lib/content/templates';
import { contentPageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

const ROUTE = '/library';

export const metadata = contentPageMetadata(ROUTE);

/** Templates per row on a phone (page.module.css) and on wide screens: the rows in view on arrival. */
const PHONE_ROW = 2;
const WIDE_ROW = 5;

/**
 * Template library (docs/requirements.md#template-library, rule 2): its words are
 * data/content/pages/library.json, with the thumbnails in rows of 5 (the part "templates"), in
 * reverse order of the templates' places (the last first), each linking to its order page by its
 * index; what the part says when there are none ('No Templates Found').
 */
export default function LibraryPage() {
  const page = readPage(ROUTE);
  const listed = getTemplates()
    .map((template, index) => ({ template, index }))
    .reverse();
  const grid =
    listed.length === 0 ? null : (
      <div className="container section">
        <ul className={styles.grid} aria-label={slotWords(page, 'templates', ['list'], ROUTE).list}>
          {listed.map(({ template, index }, position) => (
            <li key={template.filename}>
              <TemplateCard template={template} index={index} priority={position < PHONE_ROW} eager={position < WIDE_ROW} />
            </li>
          ))}
        </ul>
      </div>
    );
  return <PageBlocks page={page} breadcrumb={homeTrail(pageCrumb(ROUTE))} slots={{ templates: grid }} />;
}
