import { FormNotice } from '@/components/forms/FormNotice';
import { FormSection } from '@/components/forms/FormSection';
import { MeterReadingForm } from '@/components/meter/MeterReadingForm';
import { RequestPage } from '@/components/requests/RequestPage';
import { pageMetadata } from '@/lib/metadata';
import { telHref } from '@/lib/phone';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Submit a Meter Reading',
  description: 'Send the monthly counters of your copier, printer or plotter for per-page billing: no login, straight from the QR label.',
  path: '/meter',
});

/**
 * Meter readings (docs/requirements.md#meter-readings): the monthly counters of a machine on a
 * per-page contract. A QR label on the machine links to `/meter?equipment=NUMBER`. The settings
 * the form needs are read here, on the server, so its bundle never includes lib/site.ts.
 */
export default function MeterPage() {
  return (
    <RequestPage
      title="Submit a Meter Reading"
      lead="Send your machine's page counters for this month's billing: no login needed."
      phone="service"
      intro={
        <>
          <p>
            Print the counter page from the machine&apos;s menu (or read the counters on its display), then enter the Equipment Number from
            our tag and the counters below. The QR code on the tag opens this page with the number filled in.
          </p>
          <p>We bill from the readings we receive by the end of the month; you get the reference of your reading at once.</p>
        </>
      }
    >
      <FormSection labelledBy="meter-reading-form">
        <h2 id="meter-reading-form">Meter Reading</h2>
        <MeterReadingForm
          companyName={siteConfig.name}
          servicePhone={siteConfig.phones.service}
          servicePhoneHref={telHref(siteConfig.phones.service)}
          recaptchaSiteKey={siteConfig.recaptchaSiteKey}
          timeZone={siteConfig.timeZone}
        />
        <FormNotice />
      </FormSection>
    </RequestPage>
  );
}
