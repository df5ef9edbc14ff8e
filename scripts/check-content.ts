// `npm run check:content`: the content check (lib/content/content-check.ts, docs/editing.md) on its
// own, in seconds and without a build: the first step of `npm run build` and of `npm test`, and
// what staff or a developer run after changing content by hand. On GitHub Actions it also reports
// each problem beside its file and on the check's page (scripts/content-report.ts).
import { appendFileSync } from 'node:fs';
import { isPreview } from '../lib/config/deployment';
import { CONTENT_FOLDERS, contentProblems } from '../lib/content/content-check';
import { problemCount, splitProblems } from '../lib/content/content-problems';
import { githubAnnotations, stepSummary } from './content-report';

const { problems, count } = contentProblems();
if (problems.length > 0) {
  console.error(`The content check found ${problemCount(problems.length)}: file: field: what is wrong`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Fix each in its file or in the content editor (docs/editing.md), then run npm run check:content again.');
  // On GitHub Actions: beside each file of the pull request, and on the check's page.
  if (process.env.GITHUB_ACTIONS === 'true') {
    for (const line of githubAnnotations(splitProblems(problems))) console.log(line);
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, stepSummary(splitProblems(problems)));
  }
  // A preview's build goes on, as the list of problems at every address (next.config.ts), so the
  // person who saved reads it there; the pull request's own content check has failed.
  if (isPreview()) {
    console.error('This is a preview: it is built as this list of problems, in place of the site.');
  } else {
    process.exit(1);
  }
} else {
  console.log(
    `Content checked: ${count.machines} machines, ${count.templates} templates, ${count.pages} pages, the shop, the Home page and the notice; every picture they name is in ${CONTENT_FOLDERS.publicDir}/.`,
  );
}
