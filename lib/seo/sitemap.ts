import { canonicalPath } from '../content/entry-pages';
import { categoryKeys, getMachinesByCategory } from '../content/machines';
import { getTemplates } from '../content/templates';
import { categoryPath, isNoindexRoute, machinePath, staticPageRoutes, templatePath } from '../http/routes';

/**
 * Every canonical path a search engine should index (app/sitemap.ts), in route-table order: the
 * fixed pages of lib/http/routes.ts less `noindexRoutes`, then each equipment category with its
 * machines, then each template page, from the same data as `generateStaticParams`. A machine and
 * a template are listed at their address by file name, their pages' canonical one, which keeps
 * with them when entries are reordered (lib/content/entry-pages.ts `canonicalPath`), not at their
 * place in a list. Aliases and redirects are not canonical pages, so they never appear.
 */
export function indexedPaths(): string[] {
  const machines = getMachinesByCategory();
  return [
    ...staticPageRoutes.filter((route) => !isNoindexRoute(route)),
    ...categoryKeys.flatMap((cat) => [categoryPath(cat), ...machines[cat].map((_, index) => canonicalPath(machinePath(cat, index)))]),
    ...getTemplates().map((_, index) => canonicalPath(templatePath(index))),
  ];
}
