import { categoryKeys } from '../lib/data/machines';
import { staticPageRoutes } from '../lib/routes';

/**
 * The pages the budget and accessibility tests visit: every canonical route of the route table
 * (docs/requirements.md#routes),
 * every equipment category, and one instance of each page made from data: a machine (with the
 * 3D demo) and a template.
 */
export const checkedRoutes: string[] = [
  ...staticPageRoutes,
  ...categoryKeys.map((category) => `/equipment/${category}`),
  '/equipment/wide/0',
  '/library/template/0',
];
