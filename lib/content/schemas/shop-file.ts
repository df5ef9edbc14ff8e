import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';

/** The weekdays of the opening hours, in the order the shop's week is told (Monday first). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's opening hours as staff write them: opening and closing time, 24-hour, e.g. 08:00-17:00. */
export const OPENING_HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The years the founding year may be: from 1800 to this year (when the site is built or the editor
 * opened), so the years in business are never negative.
 */
export const FOUNDED_RANGE = { min: 1800, max: new Date().getFullYear() };

/** A US state as addresses write it: two capital letters, e.g. OR. */
export const STATE_PATTERN = /^[A-Z]{2}$/;
/** A ZIP code, or ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** One weekday: its hours, or none when the shop is closed that day (the editor leaves an empty field out). */
const dayHours = z
  .string()
  .regex(OPENING_HOURS_PATTERN, 'must read like 08:00-17:00, or be empty on a closed day')
  .refine((hours) => hours.slice(0, 5) < hours.slice(6), 'must close after it opens')
  .optional();

/** A phone number as callers dial it; checked as a US number by libphonenumber-js, like lib/format/shop-phone.ts reads it. */
const shopPhone = z.string().refine((phone) => isValidPhoneNumber(phone, 'US'), 'must be a phone number, e.g. (503) 555-0142');

/**
 * The shop's identity and hours, `data/content/shop.json` (docs/editing.md): the name, the founding
 * year (every "since" and "years in business" of the site counts from it), the two phone
 * lines (docs/requirements.md#header, rule 1), the email, the street address and the opening hours
 * per weekday (rule 2), shown in the header, the footer, the pages that name them and the search
 * engines' structured data. keystatic.config.ts edits it; test/content-editor.test.ts keeps the two
 * the same, but for rules only this schema has, which the editor's text fields cannot express: a
 * phone number is one libphonenumber-js reads, the email is an address, a day closes after it
 * opens, and the shop opens on at least one day.
 */
export const shopFileSchema = z.object({
  name: z.string().min(1),
  founded: z.number().int().min(FOUNDED_RANGE.min).max(FOUNDED_RANGE.max),
  phone: shopPhone,
  service_phone: shopPhone,
  email: z.email(),
  street: z.string().min(1),
  city: z.string().min(1),
  region: z.string().regex(STATE_PATTERN, 'must be a two-letter state code, e.g. OR'),
  postal_code: z.string().regex(ZIP_PATTERN, 'must be a ZIP code, e.g. 97214'),
  hours: z
    .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>)
    .refine((hours) => WEEKDAYS.some((day) => hours[day] !== undefined), 'the shop must open on at least one day'),
});

export type ShopFile = z.infer<typeof shopFileSchema>;
