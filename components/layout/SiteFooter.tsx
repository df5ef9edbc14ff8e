import { Link } from '@/components/ui/Link';
import { siteConfig, telHref } from '@/lib/site';
import { mainSections } from './SiteHeader';
import { SocialLinks } from './SocialLinks';

/** The footer on every page: address, hours, phones, credit application and main sections. */
export function SiteFooter() {
  const { address, phones, hours, external } = siteConfig;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
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
            <br />
            Closed Saturday and Sunday
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
          <ul className="footer-links">
            {mainSections.map((section) => (
              <li key={section.href}>
                <Link href={section.href}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container copyright">
        © {siteConfig.founded}-{new Date().getFullYear()} {siteConfig.name}. Serving the Pacific Northwest since {siteConfig.founded}.{' '}
        <Link href="/privacy">Privacy Notice</Link> · <Link href="/terms">Terms of Sale</Link>
      </p>
    </footer>
  );
}
