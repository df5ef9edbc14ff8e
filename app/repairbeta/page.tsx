import { ServiceCallPage } from '@/components/servicecall/ServiceCallPage';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/repairbeta';

export const metadata = contentPageMetadata(ROUTE);

/**
 * The service call form in test mode (docs/requirements.md#service-calls, rule 1); its words,
 * with the notice that says so, are data/content/pages/repairbeta.json.
 */
export default function ServiceCallTestRoute() {
  return <ServiceCallPage route={ROUTE} testMode />;
}
