import { Link } from '@/components/ui/Link';
import { mainSections, outsideServices, quickRequests } from '@/lib/content/menus';
import { linkHref, siteConfig } from '@/lib/content/site';
import { telHref } from '@/lib/format/shop-phone';
import { CollapsibleNav } from './CollapsibleNav';
import styles from './layout.module.css';
import { QuickRequestsMenu } from './QuickRequestsMenu';
import { SocialLinks } from './SocialLinks';

/** The hours, the outside services and the social profiles: in the top bar, or in the menu on phones. */
function HeaderExtras({ className }: { className: string }) {
  return (
    <div className={className}>
      <p className={styles.hours}>{siteConfig.hours.label}</p>
      <ul className={styles.links} aria-label="Online services">
        {outsideServices.map(({ href, label }) => (
          <li key={href}>
            <a href={linkHref(href)}>{label}</a>
          </li>
        ))}
      </ul>
      <SocialLinks />
    </div>
  );
}

/**
 * The header on every page (docs/requirements.md#header): both phone numbers as tap-to-call
 * links, business hours, social links, the outside services (plans, account login, job upload,
 * remote service), the main navigation and the Quick Requests menu. On phones (900 px and less)
 * the bar keeps the two numbers, the brand, Quick Requests and Menu, and the hours, services and
 * social links move into the menu's panel: the same server-rendered links, shown by CSS, so no
 * script decides the layout and nothing moves as the page hydrates.
 */
export function SiteHeader() {
  const { phones } = siteConfig;
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={`container ${styles.topInner}`}>
          <p className={styles.phones}>
            <a href={telHref(phones.main)}>
              <span>Main</span> {phones.main}
            </a>
            <a href={telHref(phones.service)}>
              <span>Service</span> {phones.service}
            </a>
          </p>
          <HeaderExtras className={`${styles.extras} ${styles.extrasBar}`} />
        </div>
      </div>
      <div className={`container ${styles.main}`}>
        <Link href="/" className={styles.brand}>
          <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
            <rect width="40" height="40" rx="8" fill="#0b4a6f" />
            <path d="M9 26h22v6H9zM12 8h16v10H12zM7 17h26v10H7z" fill="#fff" opacity=".9" />
            <path d="M12 28h16v4H12z" fill="#f08c00" />
          </svg>
          {/* Up to 640 px wide the logo stands for the name beside the buttons; the link keeps its name. */}
          <span className="visually-hidden-narrow">{siteConfig.name}</span>
        </Link>
        <QuickRequestsMenu links={quickRequests} className={styles.quick} />
        <CollapsibleNav className={styles.nav}>
          <ul>
            {mainSections.map((section) => (
              <li key={section.href}>
                <Link href={section.href}>{section.label}</Link>
              </li>
            ))}
          </ul>
          <HeaderExtras className={`${styles.extras} ${styles.extrasMenu}`} />
        </CollapsibleNav>
      </div>
    </header>
  );
}
