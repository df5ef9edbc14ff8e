import type { Metadata } from 'next';
import { ServiceCallPage } from '@/components/servicecall/ServiceCallPage';

export const metadata: Metadata = {
  title: 'Service Call (Test Mode)',
  description: 'Test version of the service call form: requests sent from it never create a real service call.',
  // A page for trying the flow, not for visitors arriving from search.
  robots: { index: false },
};

/** The service call form in test mode (spec route table, /repairbeta). */
export default function ServiceCallTestRoute() {
  return <ServiceCallPage testMode />;
}
