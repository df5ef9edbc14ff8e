import { PageBlocks } from '@/components/content/PageBlocks';
import { pageBlock, readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/privacy';

export const metadata = contentPageMetadata(ROUTE);

/**
 * The privacy notice (docs/requirements.md#privacy-and-terms): its words are
 * data/content/pages/privacy.json, but for the sentences on how long requests are kept, which
 * state REQUEST_RETENTION_DAYS as the site was built (docs/requirements.md#nothing-lost, rule 6;
 * `siteConfig.legal.requestRetentionDays`), the days the server deletes by: the page draws them
 * (the `retention` part), so the notice cannot promise other days than the server keeps.
 */
export default function PrivacyPage() {
  const page = readPage(ROUTE);
  const { requestRetentionDays, orderRecordYears } = siteConfig.legal;
  const title = pageBlock(page, 'hero', ROUTE).title;
  return (
    <PageBlocks
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: title }]}
      slots={{
        retention: (
          <div className="prose">
            <p>
              We delete the personal details of a delivered request (name, email, phone, message and numbers) {requestRetentionDays} days
              after delivery; a request we could not deliver yet is kept until it is delivered or we have dealt with it, then deleted the
              same way. A sign order&apos;s instructions are deleted {requestRetentionDays} days after the order; its record (what was
              ordered, the amount and PayPal&apos;s numbers) is kept for {orderRecordYears} years for our accounts.
            </p>
          </div>
        ),
      }}
    />
  );
}
