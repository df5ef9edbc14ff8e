import { TemplateCard } from '@/components/library/TemplateCard';
import { PageHeader } from '@/components/ui/PageHeader';
import { getTemplates } from '@/lib/data/templates';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Sign Template Library',
  description:
    'Ready-made signs for doors, counters and windows, printed in our shop as posters, flyers, window clings, stickers or banners.',
  path: '/library',
});

/** Templates per row on a phone (page.module.css) and on wide screens: the rows in view on arrival. */
const PHONE_ROW = 2;
const WIDE_ROW = 5;

/**
 * Template library (docs/requirements.md#template-library, rule 2): thumbnails in rows of 5,
 * in reverse order of data/templates.json (the last entry first), each linking to its order
 * page by its index in the data; 'No Templates Found' when there are none.
 */
export default function LibraryPage() {
  const listed = getTemplates()
    .map((template, index) => ({ template, index }))
    .reverse();

  return (
    <>
      <PageHeader
        title="Sign Template Library"
        lead="Ready-made signs for your door, counter and window: pick a design, choose the style, material and size, and we print it."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Sign Template Library' }]}
      />
      <div className="container section">
        {listed.length === 0 ? (
          <p>No Templates Found</p>
        ) : (
          <ul className={styles.grid} aria-label="Sign templates">
            {listed.map(({ template, index }, position) => (
              <li key={template.filename}>
                <TemplateCard template={template} index={index} priority={position < PHONE_ROW} eager={position < WIDE_ROW} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
