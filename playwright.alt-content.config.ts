import { defineConfig, devices } from '@playwright/test';
import config, { FAKE_UPSTREAMS_SERVER, SECOND_SET_ONLY, siteServer } from './playwright.config';

/**
 * The page and flow checks once more, against the second content set (test/fixtures/content-alt.ts):
 * run by scripts/test-alt-content.ts in a copy of the project whose content it changed, where the
 * specs read what they expect from that copy's content. The specs are those whose expectations come
 * from the content: pages and their order, the layout's hours, phones and menus, search data, the
 * legal pages, prices and orders, the request pages and the service call's messages, every page's
 * budgets, heading and facts, the build output. Left out, to keep `npm test` short: the contact
 * form's behaviour and the photos' pipeline, whose texts and sizes the spec fixes, not the content.
 * Added: the specs that run here only (`SECOND_SET_ONLY`), on content this set guarantees.
 */
export const ALT_CONTENT_SPECS = [
  /(pages|layout|seo|legal|orders|request-pages|service-call|every-page|build-output)\.spec\.ts$/,
  SECOND_SET_ONLY,
];

export default defineConfig({
  ...config,
  testMatch: ALT_CONTENT_SPECS,
  projects: [{ name: 'alt-content', use: { ...devices['Desktop Chrome'] } }],
  webServer: [FAKE_UPSTREAMS_SERVER, siteServer({ previewBuild: false })],
});
