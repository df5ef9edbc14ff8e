// How `npm run check:content` reports its problems on GitHub (docs/editing.md): each one as an
// annotation on its file, which a pull request shows beside the file's change, and all of them as
// a table on the check's summary page, so a person who saved in the content editor reads what to
// fix without opening a build log.
import { problemCount, type ContentProblem } from '../lib/content/content-problems';

/** Escapes a workflow command's text, as GitHub's toolkit does (%, CR, LF; in a property also : and ,). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * The problems as GitHub Actions error annotations (workflow command `::error`,
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions), one line each.
 * @returns e.g. '::error file=data/content/shop.json,title=Content check::phone: must be a phone number'
 */
export function githubAnnotations(problems: ContentProblem[]): string[] {
  return problems.map(({ file, message }) =>
    file
      ? `::error file=${escapeProperty(file)},title=Content check::${escapeData(message)}`
      : `::error title=Content check::${escapeData(message)}`,
  );
}

/** Escapes a table cell's text in Markdown: a pipe would end the cell, a line break the row. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/**
 * The problems as the check's job summary (GitHub's `GITHUB_STEP_SUMMARY`, Markdown): a heading that
 * says how many, and a table of file and problem.
 */
export function stepSummary(problems: ContentProblem[]): string {
  const count = problemCount(problems.length);
  return [
    `## The content check found ${count}`,
    '',
    'Fix each in the content editor or in its file (docs/editing.md); the check runs again on the next save.',
    '',
    '| File | Field and what is wrong |',
    '| --- | --- |',
    ...problems.map(({ file, message }) => `| ${cell(file || '(the content)')} | ${cell(message)} |`),
    '',
  ].join('\n');
}
