import { Link } from '@/components/ui/Link';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Your Account',
  description: 'Sign in to your account to see bills and invoices, order supplies and place service calls online.',
  path: '/account',
});

/** Account page: it points to where accounts live (docs/requirements.md#content-pages, rule 23). */
export default function AccountPage() {
  return (
    <>
      <PageHeader title="Your Account" breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Your Account' }]} />
      <div className="container section prose">
        <p>
          Your account lives on our secure customer site. <a href={siteConfig.external.account}>Account Login</a> takes you straight to the
          sign-in page; <Link href="/einfo">E-Info</Link> opens the same services here on our site: bills and invoices, supply orders and
          service calls.
        </p>
      </div>
    </>
  );
}
