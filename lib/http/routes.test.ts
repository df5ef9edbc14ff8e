import { aliasRoutes, findRedirect, isProxyRedirect, proxyRedirectSources, redirectRules, staticPageRoutes, uploadPaths } from './routes';

const external = {
  upload: 'https://upload.test/upload',
  jobView: 'https://upload.test/getJob',
  printJobs: 'https://upload.test/getPrintJobs',
};

describe('route table', () => {
  it('has no duplicate canonical paths', () => {
    expect(new Set(staticPageRoutes).size).toBe(staticPageRoutes.length);
  });

  it('sends every alias to a canonical page, and no alias is itself canonical', () => {
    const canonical = new Set<string>(staticPageRoutes);
    for (const [alias, target] of Object.entries(aliasRoutes)) {
      expect(canonical.has(target.split('#')[0])).toBe(true);
      expect(canonical.has(alias)).toBe(false);
    }
  });

  it('lists the aliases of docs/requirements.md#redirects for the bidset, service call and quick supply rows', () => {
    expect(aliasRoutes['/bid/distribution']).toBe('/bidsets');
    // The HP pages' parts are sections of /hp.
    expect(aliasRoutes['/hp/mps']).toBe('/hp#mps');
    expect(aliasRoutes['/hp/printersandscanners']).toBe('/hp#printersandscanners');
    expect(aliasRoutes['/service/repair']).toBe('/repair/servicecall');
    expect(aliasRoutes['/-online-services/quick-supply-order.html']).toBe('/quicksupply');
  });
});

describe('redirectRules', () => {
  const rules = redirectRules(external);
  const bySource = new Map(rules.map((rule) => [rule.source, rule]));

  it('makes aliases permanent (308) redirects to their canonical path', () => {
    expect(bySource.get('/supply')).toEqual({ source: '/supply', destination: '/supplies', permanent: true });
    expect(rules.filter((rule) => rule.permanent)).toHaveLength(Object.keys(aliasRoutes).length);
  });

  it('sends every upload path, including everything under /legacy-upload, to the configured upload URL', () => {
    for (const source of uploadPaths) {
      expect(bySource.get(source)).toEqual({ source, destination: external.upload, permanent: false });
    }
    expect(bySource.has('/legacy-upload/:path*')).toBe(true);
  });

  it('sends the R job views to the configured external views', () => {
    expect(bySource.get('/getJobR')?.destination).toBe(external.jobView);
    expect(bySource.get('/getPrintJobsR')?.destination).toBe(external.printJobs);
  });

  it('never redirects a canonical page', () => {
    for (const route of staticPageRoutes) expect(bySource.has(route)).toBe(false);
  });
});

describe('which redirects the proxy answers', () => {
  const rules = redirectRules(external);

  it('is the upload paths, the job views and the old .html addresses; the other aliases stay in next.config.ts', () => {
    const htmlAliases = Object.keys(aliasRoutes).filter((alias) => alias.endsWith('.html'));
    expect(htmlAliases.length).toBeGreaterThan(0);
    expect([...proxyRedirectSources].sort()).toEqual([...uploadPaths, '/getJobR', '/getPrintJobsR', ...htmlAliases].sort());
    expect(rules.filter((rule) => !isProxyRedirect(rule.source)).map((rule) => rule.source)).toEqual(
      Object.keys(aliasRoutes).filter((alias) => !alias.endsWith('.html')),
    );
  });

  it("finds a path's rule: exact, case included, or under /legacy-upload", () => {
    expect(findRedirect('/uploadR', rules)?.source).toBe('/uploadR');
    expect(findRedirect('/UPLOADR', rules)).toBeUndefined();
    expect(findRedirect('/legacy-upload', rules)?.source).toBe('/legacy-upload/:path*');
    expect(findRedirect('/legacy-upload/a/b.pdf', rules)?.source).toBe('/legacy-upload/:path*');
    expect(findRedirect('/legacy-uploads', rules)).toBeUndefined();
    expect(findRedirect('/upload/x', rules)).toBeUndefined();
  });
});
