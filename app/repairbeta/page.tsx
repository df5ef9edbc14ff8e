import { ServiceCallPage } from '@/components/servicecall/ServiceCallPage';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Service Call (Test Mode)',
  description: 'Test version of the service call form: requests sent from it never create a real service call.',
  path: '/repairbeta',
});

/** The service call form in test mode (docs/requirements.md#service-calls, rule 1). */
export default function ServiceCallTestRoute() {
  return <ServiceCallPage testMode />;
}
