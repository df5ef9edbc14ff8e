import { pageCrumb, servicesTrail } from '@/components/content/breadcrumbs';
import { GalleryBlock } from '@/components/content/GalleryBlock';
import { PageBlocks } from '@/components/content/PageBlocks';
import { readPage } from '@/lib/content/pages';
import { contentPageMetadata } from '@/lib/seo/metadata';

const ROUTE = '/services/scans/art';
const SCANNING = '/services/scans';

export const metadata = contentPageMetadata(ROUTE);

/**
 * Fine Art Scanning (docs/requirements.md#content-pages, rule 11): its words and its three example
 * scans are data/content/pages/services-scans-art.json; the trail passes through Scanning Services.
 */
export default function ArtScanningPage() {
  return (
    <PageBlocks
      own={{ gallery: GalleryBlock }}
      page={readPage(ROUTE)}
      breadcrumb={servicesTrail(pageCrumb(ROUTE), { via: { label: pageCrumb(SCANNING), href: SCANNING } })}
    />
  );
}
