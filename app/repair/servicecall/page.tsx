import { ServiceCallPage } from '@/components/servicecall/ServiceCallPage';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Place a Service Call',
  description: 'Place a service call for your printer, copier, plotter or scanner, with or without your equipment number.',
  path: '/repair/servicecall',
});

/** The service call form (docs/requirements.md#service-calls; its aliases: #routes). */
export default function ServiceCallRoute() {
  return <ServiceCallPage />;
}
