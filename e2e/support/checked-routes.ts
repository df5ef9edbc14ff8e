import { categoryKeys } from '../../lib/content/machines';
import { categoryPath, staticPageRoutes, templatePath } from '../../lib/http/routes';
import { demoMachine, machineSamples, photoMachine, templateSamples } from '../../test/fixtures/content-samples';

/**
 * The pages the budget and accessibility tests visit: every canonical route of the route table
 * (docs/requirements.md#routes), every equipment category, and one instance of each page made
 * from data, as the content has them (test/fixtures/content-samples.ts): a machine (the one with
 * the 3D demo, if any), a machine with a photo (if any) and the first template.
 */
export const checkedRoutes: string[] = [
  ...staticPageRoutes,
  ...categoryKeys.map(categoryPath),
  ...new Set([demoMachine ?? machineSamples[0], photoMachine].flatMap((sample) => (sample ? [sample.route] : []))),
  ...(templateSamples.length > 0 ? [templatePath(0)] : []),
];
