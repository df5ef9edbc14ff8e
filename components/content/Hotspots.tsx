import type { ReactNode } from 'react';
import { ContentSection, type SectionTone } from '@/components/content/ContentSection';
import { HotspotImage } from '@/components/content/HotspotImage';
import { RichText } from '@/components/content/RichText';
import { Link } from '@/components/ui/Link';
import styles from './Hotspots.module.css';

/** One numbered point: its element id (the picture's link goes there), name, description and place. */
export interface HotspotEntry {
  id: string;
  label: string;
  /** Markdoc source (lib/content/schemas/rich-text.ts). */
  text: string;
  x: number;
  y: number;
}

/**
 * A `hotspots` block (lib/content/schemas/page.ts): a band with its heading, introduction and the picture
 * whose numbered points link to their descriptions, then a band that describes each point in the
 * same order, numbered alike, each with the block's link (the signage of /covid,
 * docs/requirements.md#content-pages, rule 16). The picture is the page's centrepiece, so it
 * loads at once.
 * @param link where each description's link goes ('#quote') and its text; screen readers hear
 *   the point's name after it, so the links of a page are told apart (WCAG 2.4.9)
 */
export function Hotspots({
  id,
  heading,
  tone,
  intro,
  picture,
  label,
  list,
  link,
  spots,
}: {
  id: string;
  heading: string;
  tone: SectionTone;
  intro: string;
  picture: { src: string; alt: string; width: number; height: number };
  label: string;
  list: { id: string; heading: string; tone: SectionTone };
  link: { label: string; href: string };
  spots: readonly HotspotEntry[];
}) {
  return (
    <>
      <ContentSection id={id} title={heading} tone={tone} intro={intro}>
        <HotspotImage
          {...picture}
          label={label}
          hotspots={spots.map((spot) => ({ href: `#${spot.id}`, label: spot.label, x: spot.x, y: spot.y }))}
          priority
        />
      </ContentSection>
      <ContentSection id={list.id} title={list.heading} tone={list.tone}>
        <ol className={styles.numbered}>
          {spots.map((spot) => (
            <li key={spot.id} id={spot.id} className="card">
              <h3 id={`${spot.id}-title`}>{spot.label}</h3>
              <RichText source={spot.text} />
              {link.label && link.href && (
                <p className="card-action">
                  <SpotLink id={`${spot.id}-link`} href={link.href} labelledBy={`${spot.id}-link ${spot.id}-title`}>
                    {link.label}
                  </SpotLink>
                </p>
              )}
            </li>
          ))}
        </ol>
      </ContentSection>
    </>
  );
}

/**
 * A description's link as a button: a page of the site through `Link`, a place on the page or
 * anything else as an anchor.
 * @param labelledBy the link's own text and its point's title, so each of a page's alike links is
 *   named for its point ('Get a Quote Wall posters')
 */
function SpotLink({ id, href, labelledBy, children }: { id: string; href: string; labelledBy: string; children: ReactNode }) {
  const props = { id, className: 'button button-outline', 'aria-labelledby': labelledBy, children };
  return href.startsWith('/') ? <Link href={href} {...props} /> : <a href={href} {...props} />;
}
