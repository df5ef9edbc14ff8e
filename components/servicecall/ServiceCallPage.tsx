import Link from 'next/link';
import { ContactForm } from '@/components/forms/ContactForm';
import { PageHeader } from '@/components/ui/PageHeader';
import { EquipmentIdHelp } from './EquipmentIdHelp';
import { ServiceCallChoice } from './ServiceCallChoice';
import styles from './servicecall.module.css';

/**
 * The body of the service call page, shared by /repair/servicecall and its test twin /repairbeta
 * (spec route table). In test mode a notice says so, and contact requests carry a test subject so
 * the service desk never opens a real call from them (design.md: /repairbeta never creates one).
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
            <strong>Test mode.</strong> This page is for trying out the service-call form. Requests sent from
            it are marked as tests and never create a real service call. To get a technician, use the{' '}
            <Link href="/repair/servicecall">Service Call page</Link>.
          </div>
        </div>
      )}
      <ServiceCallChoice
        withId={<EquipmentIdHelp />}
        withoutId={
          <ContactForm
            variant="repair"
            mailbox="service"
            heading="Service Call"
            emailSubject={testMode ? 'TEST - Service Call (repairbeta)' : undefined}
          />
        }
      />
    </>
  );
}
