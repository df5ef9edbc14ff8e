import { Link } from '@/components/ui/Link';
import { siteConfig } from '@/lib/content/site';
import styles from './forms.module.css';

/**
 * The note under every form (docs/requirements.md#privacy-and-terms): where to read what happens to
 * what is sent (the privacy notice, and the terms of sale under a sign order), and, when the spam
 * check is on, the notice Google asks of sites that use reCAPTCHA. A Server Component of fixed
 * text, so it adds no JavaScript and never moves.
 * @param terms also link the terms of sale (sign orders)
 */
export function FormNotice({ terms = false }: { terms?: boolean }) {
  return (
    <p className={styles.notice}>
      How we use what you send: our <Link href="/privacy">Privacy Notice</Link>
      {terms && (
        <>
          {' '}
          and <Link href="/terms">Terms of Sale</Link>
        </>
      )}
      .
      {siteConfig.recaptchaSiteKey && (
        <>
          {' '}
          This site is protected by reCAPTCHA and the Google <a href="https://policies.google.com/privacy">Privacy Policy</a> and{' '}
          <a href="https://policies.google.com/terms">Terms of Service</a> apply.
        </>
      )}
    </p>
  );
}
