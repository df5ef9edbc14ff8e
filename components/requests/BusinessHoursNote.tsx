import { telHref } from '@/lib/phone';
import { siteConfig } from '@/lib/site';

/**
 * What happens after a request is sent: we answer within business hours, and the phone to call
 * when it cannot wait (hours Monday-Friday 8am-5pm, docs/requirements.md#footer, rule 1).
 * @param phone which of the company's numbers to offer: the main line, or the service line for
 *   repairs
 */
export function BusinessHoursNote({ phone = 'main' }: { phone?: keyof typeof siteConfig.phones }) {
  const number = siteConfig.phones[phone];
  return (
    <p>
      We answer every request within business hours, {siteConfig.hours.label}. If it cannot wait, call us at{' '}
      <a href={telHref(number)}>{number}</a>.
    </p>
  );
}
