import { NoteBlock } from '@/components/content/NoteBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { WithoutScripts } from '@/components/content/WithoutScripts';
import { ContactForm } from '@/components/forms/ContactForm';
import { FormNotice } from '@/components/forms/FormNotice';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { pageBlock, readPage } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';
import { TEST_SERVICE_CALL_SUBJECT } from '@/lib/forms/service-call';
import { LazyServiceCallWithId } from './LazyServiceCallWithId';
import { ServiceCallChoice } from './ServiceCallChoice';

/**
 * The service call page, shared by /repair/servicecall and its test twin /repairbeta
 * (docs/requirements.md#routes, #service-calls): its words are the route's content file
 * (data/content/pages/repair-servicecall.json, repairbeta.json), whose `service_call` block names
 * the ways in. 'ID required' leads to the equipment lookup and the service call that goes to the
 * service gateway; 'No ID necessary' to the repair contact form, which is also what the page shows
 * when scripts do not run (docs/requirements.md#forms-without-javascript). In test mode service calls carry
 * `test: true` and contact requests a test subject, so the service desk never opens a real call
 * from them (docs/requirements.md#service-backend); the page's content says so in a notice. Phones
 * and the company name are read here, on the server, so the client bundle never includes
 * lib/content/site.ts.
 * @param route the page's path, '/repair/servicecall' or '/repairbeta'
 * @param testMode true on /repairbeta
 * @throws Error naming the content file when it is missing or has no `service_call` block
 */
export function ServiceCallPage({ route, testMode = false }: { route: string; testMode?: boolean }) {
  const page = readPage(route);
  const { title, crumb } = pageBlock(page, 'hero', route);
  const { heading, with_id: withId, without_id: withoutId, without_scripts: withoutScripts } = pageBlock(page, 'service_call', route);
  const repairForm = (
    <ContactForm
      variant="repair"
      mailbox="service"
      heading={withoutId.heading}
      emailSubject={testMode ? TEST_SERVICE_CALL_SUBJECT : undefined}
    />
  );
  return (
    <PageBlocks
      page={page}
      own={{ note: NoteBlock }}
      breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Equipment Repair', href: '/repair' }, { label: crumb || title }]}
      slots={{
        'service-call': (
          <>
            {/* The machine lookup is a script: without scripts, the repair form is the way in. */}
            {withoutScripts && <WithoutScripts body={withoutScripts} inColumn />}
            <noscript>{repairForm}</noscript>
            <ServiceCallChoice
              heading={heading}
              withId={{
                label: withId.label,
                detail: withId.detail,
                part: (
                  <section className="section section-alt" aria-labelledby="service-call-with-id">
                    <div className="container">
                      <h2 id="service-call-with-id">{withId.heading}</h2>
                      <LazyServiceCallWithId
                        testMode={testMode}
                        companyName={siteConfig.name}
                        servicePhone={<PhoneLink phone={siteConfig.phones.service} />}
                        recaptchaSiteKey={siteConfig.recaptchaSiteKey}
                      />
                      <FormNotice />
                    </div>
                  </section>
                ),
              }}
              withoutId={{
                label: withoutId.label,
                detail: withoutId.detail,
                part: repairForm,
              }}
            />
          </>
        ),
      }}
    />
  );
}
