import type { ReactNode } from 'react';
import { ActionLinks, type Action } from './ActionLinks';

/** Props of `ServiceSection`. */
export interface ServiceSectionProps {
  /** The section's h2. */
  heading: string;
  /** Paragraphs (or other content) above the list. */
  children?: ReactNode;
  /** Bullet points (rendered as the site's feature list). */
  items?: ReactNode[];
  /** Buttons below the text. */
  actions?: Action[];
  /** Tinted background, to set neighbouring sections apart. */
  tinted?: boolean;
  /** Use the full container width (for grids) instead of the narrower reading column. */
  wide?: boolean;
}

/**
 * One block of a service page: an h2, some text, an optional bullet list and optional buttons,
 * in a full-width band. Every print and scan page is a stack of these.
 */
export function ServiceSection({ heading, children, items, actions, tinted = false, wide = false }: ServiceSectionProps) {
  return (
    <section className={tinted ? 'section section-alt' : 'section'}>
      <div className="container">
        <div className={wide ? undefined : 'prose'}>
          <h2>{heading}</h2>
          {children}
          {items && items.length > 0 && (
            <ul className="feature-list">
              {items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
          {actions && actions.length > 0 && <ActionLinks actions={actions} />}
        </div>
      </div>
    </section>
  );
}
