import type { Page } from '@playwright/test';

/**
 * What shows an error: a field marked invalid, a field's message (components/forms/Field.tsx gives
 * it the id `<control's id>-error`), an alert in the danger colour.
 */
const ERROR_SELECTOR = '[aria-invalid="true"], [id$="-error"], .alert-danger';

/** The same three in a page's HTML, as the server sends it. */
const ERROR_MARKUP = /\baria-invalid="true"|\bid="[^"]*-error"|\bclass="(?:[^"]*\s)?alert-danger[\s"]/g;

/** The errors shown in the page, as their text (or tag), for a failure message. */
export function shownErrors(page: Page): Promise<string[]> {
  return page.locator(ERROR_SELECTOR).evaluateAll((found) => found.map((node) => node.textContent?.trim() || node.tagName));
}

/** The error markup in an HTML document, as found (empty when the page shows no error). */
export function errorMarkupIn(html: string): string[] {
  return html.match(ERROR_MARKUP) ?? [];
}
