import { categoryKeys } from '../lib/data/machines';
import { staticPageRoutes } from '../lib/routes';

/**
 * The pages the budget and accessibility tests visit: every canonical route of the route table
 * (docs/requirements.md#routes),
 * every equipment category, and one instance of each page made from data: a machine (with the
 * 3D demo), a machine with a photo (PHOTO_ROUTE) and a template.
 */
/** The page of the machine with a photo (a real camera JPEG of 3088x2056 px, 1 MB, in public/). */
export const PHOTO_ROUTE = '/equipment/graphics/0';

export const checkedRoutes: string[] = [
  ...staticPageRoutes,
  ...categoryKeys.map((category) => `/equipment/${category}`),
  '/equipment/wide/0',
  PHOTO_ROUTE,
  '/library/template/0',
];
