// First: the site's base, so the report reads like the site.
import './globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { problemCount, splitProblems } from '@/lib/content/content-problems';

export const metadata: Metadata = { title: 'Content problems | Preview', robots: { index: false, follow: false } };

/** The problems next.config.ts found, written here when the report is built (lib/config/build.ts): 'file: field: what is wrong' each. */
function contentProblems(): string[] {
  return JSON.parse(process.env.CONTENT_PROBLEMS ?? '[]') as string[];
}

/**
 * The root layout of a preview whose content the check refuses (next.config.ts builds only the
 * `*.report.tsx` files then; docs/editing.md, "See the preview"): the list of problems,
 * at every address of the preview, in place of the site. The page and the not-found page under it
 * are empty: they only give `/` and every other address a page.
 */
export default function ContentReportLayout({ children }: { children: ReactNode }) {
  const problems = splitProblems(contentProblems());
  return (
    <html lang="en">
      <body>
        <main id="main" className="container" style={{ paddingBlock: '2rem' }}>
          <h1>This preview shows the content check&apos;s {problemCount(problems.length)}, not the site</h1>
          <p>
            The last save in the content editor left content the site cannot be built from. Until each problem below is fixed, this preview
            shows this list, and the content check of your pull request stays red: nothing can be published.
          </p>
          <p>
            Fix each one in the content editor, on the same branch, and save. A new preview, with the site, is ready 3 to 5 minutes later.
          </p>
          <div className="table-wrap">
            <table>
              <caption style={{ textAlign: 'left', fontWeight: 600 }}>Problems, by file</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Field and what is wrong</th>
                </tr>
              </thead>
              <tbody>
                {problems.map(({ file, message }, index) => (
                  <tr key={index}>
                    <td style={{ overflowWrap: 'anywhere' }}>{file}</td>
                    <td style={{ overflowWrap: 'anywhere' }}>{message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {children}
        </main>
      </body>
    </html>
  );
}
