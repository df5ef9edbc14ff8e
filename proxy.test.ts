import { NextRequest } from 'next/server';
import { aliasRoutes, proxyRedirectSources, staticPageRoutes } from '@/lib/http/routes';

/** Next.js's own conversion of a proxy's `config.matcher` to the regular expressions it runs (untyped in its .d.ts). */
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (matcher: readonly string[], nextConfig: object) => { regexp: string }[];
}>('next/dist/build/analysis/get-page-static-info');

/** proxy.ts loaded afresh under these variables, as a server started with them would load it. */
async function loadProxy(env: Record<string, string>) {
  jest.resetModules();
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await import('./proxy');
  } finally {
    process.env = saved;
  }
}

const upload = 'https://files.example.net/start';
const env = {
  UPLOAD_URL: upload,
  JOB_VIEW_URL: 'https://files.example.net/job',
  PRINT_JOBS_URL: 'https://files.example.net/jobs?view=all',
};
const get = (path: string) => new NextRequest(`http://localhost:3000${path}`);

describe('proxy', () => {
  it('is reached, as Next.js compiles its matcher, by exactly the redirects it answers', async () => {
    const { config } = await loadProxy(env);
    const matchers = getMiddlewareMatchers(config.matcher, {}).map(({ regexp }) => new RegExp(regexp));
    const reaches = (path: string) => matchers.some((matcher) => matcher.test(path));
    const answered = proxyRedirectSources.flatMap((source) => {
      const prefix = source.replace(/\/:path\*$/, '');
      return prefix === source ? [source] : [prefix, `${prefix}/jobs/2019/plans.pdf`];
    });
    const perRequest = ['/staff', '/staff/sign-in', '/staff/requests/R-2611-7Q4K', '/request/0b5e4a4c-3f0e-4c8e-9d51-6a1f2b7c9e10'];
    expect([...answered, ...perRequest].filter((path) => !reaches(path))).toEqual([]);
    const others = [
      ...staticPageRoutes,
      ...Object.keys(aliasRoutes).filter((source) => !proxyRedirectSources.includes(source)),
      '/equipment/wide/0',
      '/library/template/0',
      '/api/contactemail',
      '/_next/static/chunks/main.js',
      '/uploads',
      '/legacy-uploader',
      '/getJob',
      '/online-services/upload-a-print-job.htmlX',
      '/staffing',
      '/api/staff/sign-out',
      '/requests',
    ];
    expect(others.filter(reaches)).toEqual([]);
  });

  it('sends the upload paths to UPLOAD_URL as read when the server starts, 307, query kept', async () => {
    const { proxy } = await loadProxy(env);
    for (const path of [
      '/upload',
      '/plotR',
      '/legacy-upload',
      '/legacy-upload/jobs/2019/plans.pdf',
      '/online-services/upload-a-print-job.htmlR',
    ]) {
      const answer = proxy(get(path));
      expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 307, upload]);
    }
    expect(proxy(get('/upload?ref=qr&id=42')).headers.get('location')).toBe(`${upload}?ref=qr&id=42`);
  });

  it('sends the job views to theirs, after the target’s own query', async () => {
    const { proxy } = await loadProxy(env);
    expect(proxy(get('/getJobR?job=A-1001')).headers.get('location')).toBe('https://files.example.net/job?job=A-1001');
    expect(proxy(get('/getPrintJobsR?account=77')).headers.get('location')).toBe('https://files.example.net/jobs?view=all&account=77');
  });

  it('answers the old .html addresses with 308 to their page, query kept', async () => {
    const { proxy } = await loadProxy(env);
    const answer = proxy(get('/online-services/pickup-request.html?ref=qr'));
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe(`http://localhost:3000${aliasRoutes['/online-services/pickup-request.html']}?ref=qr`);
  });

  it('lets anything else through untouched', async () => {
    const { proxy } = await loadProxy(env);
    for (const path of ['/upload.rsc', '/uploads', '/legacy-uploader']) expect(proxy(get(path)).headers.get('x-middleware-next')).toBe('1');
  });

  it('gives its redirects the site-wide policy, which next.config.ts sends only to what is not a page', async () => {
    const { proxy } = await loadProxy(env);
    const policy = proxy(get('/upload')).headers.get('content-security-policy');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/frame-src [^;]*https:\/\/files\.example\.net/);
  });

  it('marks its redirects noindex in a preview only', async () => {
    expect((await loadProxy(env)).proxy(get('/upload')).headers.get('x-robots-tag')).toBeNull();
    expect((await loadProxy({ ...env, DEPLOY_ENV: 'preview' })).proxy(get('/upload')).headers.get('x-robots-tag')).toBe('noindex');
  });

  it('gives each staff page a policy with a nonce of its own, on the request (for Next.js) and the answer', async () => {
    const { proxy } = await loadProxy(env);
    const first = proxy(get('/staff/requests/R-2611-7Q4K'));
    const second = proxy(get('/staff'));
    const policy = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe');
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(first.headers.get('x-middleware-next')).toBe('1');
  });

  it("gives a form's answer page the site's policy with a nonce of its own instead of inline scripts, not cached nor indexed", async () => {
    const { proxy } = await loadProxy({ ...env, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' });
    const answer = proxy(get('/request/0b5e4a4c-3f0e-4c8e-9d51-6a1f2b7c9e10'));
    const policy = answer.headers.get('content-security-policy')!;
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'))!;
    const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
    expect(nonce).toBeTruthy();
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).toContain('https://www.google.com/recaptcha/');
    expect(scripts).not.toContain('unsafe');
    expect(answer.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
  });
});
