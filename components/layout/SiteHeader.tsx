import { Link } from '@/components/ui/Link';
import { siteConfig, telHref } from '@/lib/site';
import { CollapsibleNav } from './CollapsibleNav';
import { QuickRequestsMenu } from './QuickRequestsMenu';
import { SocialLinks } from './SocialLinks';

/** Main sections, shared by the header navigation and the footer. */
export const mainSections = [
  { href: '/equipment', label: 'Equipment' },
  { href: '/supplies', label: 'Supplies' },
  { href: '/services', label: 'Print & Scan' },
  { href: '/bidsets', label: 'Bidsets' },
  { href: '/repair', label: 'Repair' },
  { href: '/library', label: 'Sign Templates' },
  { href: '/lease', label: 'Leasing' },
  { href: '/about', label: 'About' },
  { href: '/support', label: 'Contact' },
] as const;

/** The hours, the outside services and the social profiles: in the top bar, or in the menu on phones. */
function HeaderExtras({ className }: { className: string }) {
  const { external } = siteConfig;
  return (
    <div className={className}>
      <p className="header-hours">{siteConfig.hours.label}</p>
      <ul className="topbar-links" aria-label="Online services">
        <li>
          <a href={external.plans}>Plans</a>
        </li>
        <li>
          <a href={external.account}>Account Login</a>
        </li>
        <li>
          <a href={external.upload}>Upload a Job</a>
        </li>
        <li>
          <a href={external.remoteSupport}>Remote Service</a>
        </li>
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
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <p className="topbar-contact">
            <a href={telHref(phones.main)}>
              <span className="label">Main</span> {phones.main}
            </a>
            <a href={telHref(phones.service)}>
              <span className="label">Service</span> {phones.service}
            </a>
          </p>
          <HeaderExtras className="header-extras header-extras-bar" />
        </div>
      </div>
      <div className="container header-main">
        <Link href="/" className="brand">
          <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
            <rect width="40" height="40" rx="8" fill="#0b4a6f" />
            <path d="M9 26h22v6H9zM12 8h16v10H12zM7 17h26v10H7z" fill="#fff" opacity=".9" />
            <path d="M12 28h16v4H12z" fill="#f08c00" />
          </svg>
          <span className="brand-name">{siteConfig.name}</span>
        </Link>
        <QuickRequestsMenu />
        <CollapsibleNav>
          <ul>
            {mainSections.map((section) => (
              <li key={section.href}>
                <Link href={section.href}>{section.label}</Link>
              </li>
            ))}
          </ul>
          <HeaderExtras className="header-extras header-extras-menu" />
        </CollapsibleNav>
      </div>
    </header>
  );
}
