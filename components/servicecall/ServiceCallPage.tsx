import { ContactForm } from '@/components/forms/ContactForm';
import { FormNotice } from '@/components/forms/FormNotice';
import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { telHref } from '@/lib/phone';
import { TEST_SERVICE_CALL_SUBJECT } from '@/lib/schemas/service-call';
import { siteConfig } from '@/lib/site';
import { LazyServiceCallWithId } from './LazyServiceCallWithId';
import styles from './servicecall.module.css';
import { ServiceCallChoice } from './ServiceCallChoice';

/**
 * The body of the service call page, shared by /repair/servicecall and its test twin /repairbeta
 * (docs/requirements.md#routes, #service-calls). 'ID required' leads to the equipment lookup and
 * the service call that goes to the service gateway; 'No ID necessary' to the repair contact form.
 * In test mode a notice says so, service calls carry `test: true` and contact requests a test
 * subject, so the service desk never opens a real call from them
 * (docs/requirements.md#service-backend). Phones and the company name are read here, on the server,
 * so the client bundle never includes lib/site.ts.
 * @param testMode true on /repairbeta
 */
export function ServiceCallPage({ testMode = false }: { testMode?: boolean }) {
  return (
    <>
      <PageHeader
        title="Place a Service Call"
        lead="Tell us which machine needs attention and what it is doing, and we schedule a technician."
        breadcrumb={[
          { label: 'Home', href: '/' },
          { label: 'Equipment Repair', href: '/repair' },
          { label: testMode ? 'Service Call (test mode)' : 'Service Call' },
        ]}
      />
      {testMode && (
        <div className="container">
          <div className={`alert alert-warning ${styles.testMode}`} role="note">
            <strong>Test mode.</strong> This page is for trying out the service-call form. Requests sent from it are marked as tests and
            never create a real service call. To get a technician, use the <Link href="/repair/servicecall">Service Call page</Link>.
          </div>
        </div>
      )}
      <ServiceCallChoice
        withId={
          <section className="section section-alt" aria-labelledby="service-call-with-id">
            <div className="container">
              <h2 id="service-call-with-id">Service call with your equipment ID</h2>
              <LazyServiceCallWithId
                testMode={testMode}
                companyName={siteConfig.name}
                servicePhone={siteConfig.phones.service}
                servicePhoneHref={telHref(siteConfig.phones.service)}
                recaptchaSiteKey={siteConfig.recaptchaSiteKey}
              />
              <FormNotice />
            </div>
          </section>
        }
        withoutId={
          <ContactForm
            variant="repair"
            mailbox="service"
            heading="Service Call"
            emailSubject={testMode ? TEST_SERVICE_CALL_SUBJECT : undefined}
          />
        }
      />
    </>
  );
}
