import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { SvgImage } from '@/components/ui/SvgImage';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import styles from './LinkCard.module.css';

/** An image at the top of a card; width and height reserve its space. */
export interface LinkCardImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Props of `LinkCard`. */
export interface LinkCardProps {
  href: string;
  /** The card's h3 (cards sit under a section's h2). */
  title: string;
  /** One or two sentences. */
  children: ReactNode;
  /** Visible link text, e.g. 'Read More'; the title is appended for screen readers (WCAG 2.4.4). */
  linkLabel: string;
  image?: LinkCardImage;
}

/** A card with an optional image, a heading, a short text and a link button to a page. */
export function LinkCard({ href, title, children, linkLabel, image }: LinkCardProps) {
  return (
    <article className="card">
      {image && <SvgImage className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} />}
      <h3>
        <UnbrokenHyphens text={title} />
      </h3>
      <p>{children}</p>
      <p className="card-action">
        <Link href={href} className="button button-outline">
          {linkLabel}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </p>
    </article>
  );
}
