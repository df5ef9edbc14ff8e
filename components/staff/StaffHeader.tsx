import { Link } from '@/components/ui/Link';
import styles from './StaffHeader.module.css';

/** The staff pages' sections, in the order of the header. */
const SECTIONS = [
  { href: '/staff', label: 'Requests' },
  { href: '/staff/orders', label: 'Orders' },
  { href: '/staff/meter-readings', label: 'Meter readings' },
  { href: '/staff/passkeys', label: 'Your passkeys' },
] as const;

/**
 * The header of every signed-in staff page: its sections, who is signed in, and signing out
 * (here, or everywhere: every session of this person). Plain forms: they work before the page's
 * JavaScript has loaded.
 * @param email the signed-in staff member's address
 * @param current the section's path, marked as the current page
 * @param sections whether to list the sections (not for a session opened by a link, which may only add a passkey)
 */
export function StaffHeader({
  email,
  current,
  sections = true,
}: {
  email: string;
  current: (typeof SECTIONS)[number]['href'];
  sections?: boolean;
}) {
  return (
    <header className={styles.header}>
      <nav aria-label="Staff">
        <ul className={styles.sections}>
          {(sections ? SECTIONS : SECTIONS.filter((section) => section.href === current)).map((section) => (
            <li key={section.href}>
              <Link href={section.href} aria-current={section.href === current ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.account}>
        <span>
          Signed in as <strong>{email}</strong>
        </span>
        <form method="post" action="/api/staff/sign-out">
          <button type="submit" className="button button-outline">
            Sign out
          </button>
        </form>
        <form method="post" action="/api/staff/sign-out">
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className="button button-outline">
            Sign out everywhere
          </button>
        </form>
      </div>
    </header>
  );
}
