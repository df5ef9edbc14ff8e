import { homeTrail, pageCrumb } from '@/components/content/breadcrumbs';
import { PageBlocks } from '@/components/content/PageBlocks';
import { FormNotice } from '@/components/forms/FormNotice';
import { MeterReadingForm } from '@/components/meter/MeterReadingForm';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/meter';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Meter readings (docs/requirements.md#meter-readings): the monthly counters of a machine on a
 * per-page contract. A QR label on the machine links to `/meter?equipment=NUMBER`. The page's words
 * are data/content/pages/meter.json; its slot `meter-reading-form` places the form. The settings
 * the form needs are read here, on the server, so its bundle never includes lib/content/site.ts.
 */
export default function MeterPage() {
  return (
    <PageBlocks
      page={readPage(ROUTE)}
      breadcrumb={homeTrail(pageCrumb(ROUTE))}
      slots={{
        'meter-reading-form': (
          <>
            <MeterReadingForm
              companyName={siteConfig.name}
              servicePhone={<PhoneLink phone={siteConfig.phones.service} />}
              recaptchaSiteKey={siteConfig.recaptchaSiteKey}
              timeZone={siteConfig.timeZone}
            />
            <FormNotice />
          </>
        ),
      }}
    />
  );
}
