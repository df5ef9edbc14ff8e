import { ServiceCallPage } from '@/components/servicecall/ServiceCallPage';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/repair/servicecall';

export const metadata = contentPageMetadata(ROUTE);

/**
 * The service call form (docs/requirements.md#service-calls; its aliases: #routes); its words are
 * data/content/pages/repair-servicecall.json.
 */
export default function ServiceCallRoute() {
  return <ServiceCallPage route={ROUTE} />;
}
