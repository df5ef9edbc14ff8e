import { Link } from '@/components/ui/Link';

export const metadata = { title: '404 Page Not Found' };

/** Not-found page with its exact texts (docs/requirements.md#not-found), served with status 404. */
export default function NotFound() {
  return (
    <div className="container section">
      <h1>404 Page Not Found</h1>
      <p>We&apos;re sorry but the page you&apos;re looking for doesn&apos;t exist!</p>
      <p className="button-row">
        <Link className="button" href="/">
          Home
        </Link>
        <Link className="button button-outline" href="/support">
          Contact Support
        </Link>
      </p>
    </div>
  );
}
