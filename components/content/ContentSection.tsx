import type { ReactNode } from 'react';
import { RichText } from '@/components/content/RichText';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import styles from './ContentSection.module.css';

/** Background of a band: plain white, the site's light surface, or the brand colour for calls to action. */
export type SectionTone = 'plain' | 'alt' | 'highlight';

const toneClass: Record<SectionTone, string> = {
  plain: 'section',
  alt: 'section section-alt',
  highlight: `section ${styles.highlight}`,
};

/**
 * A band of a content page with its `h2`; with an `id`, also a region named by that heading.
 * Pages put their `h3` items (cards, list entries) inside, which keeps the heading order.
 * @param id unique on the page; also the in-page link target (`#id`). Without one, a plain band of
 *   text: its heading is how a screen reader finds it, and the page's HTML stays small
 * @param tone background of the band; default plain
 * @param intro the block's introduction (rich text, Markdoc source), shown under the heading
 */
export function ContentSection({
  id,
  title,
  tone = 'plain',
  intro,
  children,
}: {
  id?: string;
  title: string;
  tone?: SectionTone;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = id && `${id}-heading`;
  return (
    <section id={id} className={toneClass[tone]} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>
          <UnbrokenHyphens text={title} />
        </h2>
        {intro && (
          <div className="prose">
            <RichText source={intro} />
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
