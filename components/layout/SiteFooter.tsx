import { Link } from '@/components/ui/Link';
import { mainSections } from '@/lib/content/menus';
import { siteConfig } from '@/lib/content/site';
import { telHref } from '@/lib/format/shop-phone';
import styles from './layout.module.css';
import { SocialLinks } from './SocialLinks';

/** The footer on every page: address, hours, phones, credit application and main sections. */
export function SiteFooter() {
  const { address, phones, hours, external } = siteConfig;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit us</h2>
          <address>
            {siteConfig.name}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <p>
            Open {hours.label}
            {hours.closed && (
              <>
                <br />
                {hours.closed}
              </>
            )}
          </p>
        </section>
        <section aria-labelledby="footer-call">
          <h2 id="footer-call">Call us</h2>
          <p>
            Main: <a href={telHref(phones.main)}>{phones.main}</a>
            <br />
            Service: <a href={telHref(phones.service)}>{phones.service}</a>
          </p>
          <p>
            <a href={external.creditApplication}>Credit Application (PDF)</a>
          </p>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections">Sections</h2>
          <ul className={styles.sections}>
            {mainSections.map((section) => (
              <li key={section.href}>
                <Link href={section.href}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={`container ${styles.copyright}`}>
        © {siteConfig.founded}-{new Date().getFullYear()} {siteConfig.name}. Serving the Pacific Northwest since {siteConfig.founded}.{' '}
        <Link href="/privacy">Privacy Notice</Link> · <Link href="/terms">Terms of Sale</Link>
      </p>
    </footer>
  );
}
