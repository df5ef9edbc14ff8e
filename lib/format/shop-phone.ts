import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';

/**
 * The shop's phone numbers (lib/content/site.ts `siteConfig.phones`) as pages write them: in
 * international form for search engines (JSON-LD) and as `tel:` links, by libphonenumber-js with
 * its default metadata, as lib/forms/phone.ts checks a visitor's number. A number without its
 * country code is a US one (the shop is in the Pacific Northwest). Kept apart from
 * lib/content/site.ts, which every page loads, so that only the pages that write a number load
 * libphonenumber-js.
 */

/**
 * The number `phone` holds.
 * @throws Error when it holds none: a page that shows the number fails the build with it
 */
function phoneNumber(phone: string): PhoneNumber {
  const number = parsePhoneNumberFromString(phone, 'US');
  if (!number) throw new Error(`"${phone}" is not a phone number (the phones of data/content/shop.json)`);
  return number;
}

/** A phone number in international (E.164) form, e.g. '(503) 555-0142' -> '+15035550142'. */
export function internationalPhone(phone: string): string {
  return phoneNumber(phone).number;
}

/** A phone number as a `tel:` link target, e.g. '(503) 555-0142' -> 'tel:+15035550142'. */
export function telHref(phone: string): string {
  return phoneNumber(phone).getURI();
}
