import { PageBlocks } from '@/components/content/PageBlocks';
import { fillPage, slotWords } from '@/lib/content/page-words';
import { pageBlock, readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/privacy';

export const metadata = contentPageMetadata(ROUTE);

/**
 * The privacy notice (docs/requirements.md#privacy-and-terms): its words are
 * data/content/pages/privacy.json. The part `retention` says how long requests are kept, its words
 * `kept` with `{retention_days}` and `{record_years}` filled in here from REQUEST_RETENTION_DAYS as
 * the site was built (docs/requirements.md#nothing-lost, rule 6; `siteConfig.legal`), the days the
 * server deletes by, so the notice cannot promise other days than the server keeps.
 */
export default function PrivacyPage() {
  const { requestRetentionDays, orderRecordYears } = siteConfig.legal;
  const page = fillPage(readPage(ROUTE), { retention_days: String(requestRetentionDays), record_years: String(orderRecordYears) }, ROUTE);
  const title = pageBlock(page, 'hero', ROUTE).title;
  const { kept } = slotWords(page, 'retention', ['kept'], ROUTE);
  return (
    <PageBlocks
      page={page}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: title }]}
      slots={{
        retention: (
          <div className="prose">
            <p>{kept}</p>
          </div>
        ),
      }}
    />
  );
}
