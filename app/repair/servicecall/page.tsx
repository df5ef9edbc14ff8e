import type { Metadata } from 'next';
import { ServiceCallPage } from '@/components/servicecall/ServiceCallPage';

export const metadata: Metadata = {
  title: 'Place a Service Call',
  description: 'Place a service call for your printer, copier, plotter or scanner, with or without your equipment number.',
};

/** The service call form (spec route table, /repair/servicecall and its aliases). */
export default function ServiceCallRoute() {
  return <ServiceCallPage />;
}
