import { Link } from '@/components/ui/Link';
import { SvgImage } from '@/components/ui/SvgImage';
import { templateImage, type PrintTemplate } from '@/lib/content/templates';
import { templatePath } from '@/lib/http/routes';
import styles from './TemplateCard.module.css';

/** Template artwork is portrait 850x1100 (public/templates); shown at a fifth of that. */
const thumbSize = { width: 170, height: 220 } as const;

export interface TemplateCardProps {
  template: PrintTemplate;
  /** Index of the template in data/templates.json: its page is /library/template/<index>. */
  index: number;
  /** In the first row on a phone: the thumbnail is drawn inside the HTML (SvgImage). */
  priority: boolean;
  /** In the first row on a wide screen: the thumbnail loads at once rather than lazily. */
  eager: boolean;
}

/** One template of the library grid: thumbnail, description (`h2`) and its 'Order Prints' link. */
export function TemplateCard({ template, index, priority, eager }: TemplateCardProps) {
  return (
    <article className={`card ${styles.card}`}>
      <SvgImage className={styles.thumb} src={templateImage(template)} alt="" {...thumbSize} priority={priority} eager={eager} />
      <h2>{template.description}</h2>
      <p className="card-action">
        <Link className="button" href={templatePath(index)}>
          Order Prints<span className="visually-hidden">: {template.description}</span>
        </Link>
      </p>
    </article>
  );
}
