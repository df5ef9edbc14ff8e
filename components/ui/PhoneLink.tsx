import { telHref } from '@/lib/format/shop-phone';

/**
 * One of the shop's phone numbers as a link that dials it: the number as written, its `tel:`
 * target by `telHref` (lib/format/shop-phone.ts). Made on the server: a page passes it to a client form as a
 * prop, so that libphonenumber-js stays out of the form's bundle (docs/requirements.md#speed,
 * rule 2).
 * @param phone a number of `siteConfig.phones`, e.g. '(503) 555-0187'
 */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}
