import { Link } from '@/components/ui/Link';
import { telHref } from '@/lib/phone';
import { siteConfig } from '@/lib/site';
import styles from './requests.module.css';

/**
 * A band that sends visitors with a broken machine straight to a service call, online or by
 * phone (`/support` opens with it, docs/requirements.md#content-pages, rule 14). Its heading is an h2.
 */
export function ServiceCallBanner() {
  const phone = siteConfig.phones.service;
  return (
    <section className={styles.banner} aria-labelledby="service-call-banner">
      <div className={`container ${styles.bannerInner}`}>
        <div>
          <h2 id="service-call-banner">Printer or copier down?</h2>
          <p>
            Place a service call and a technician gets on it. You can also call our service line at <a href={telHref(phone)}>{phone}</a>,{' '}
            {siteConfig.hours.label}.
          </p>
        </div>
        <Link href="/repair/servicecall" className="button button-accent">
          Place a Service Call
        </Link>
      </div>
    </section>
  );
}
