import { splitProblems } from '../lib/content/content-problems';
import { githubAnnotations, stepSummary } from './content-report';

const problems = [
  'data/content/shop.json: phone: must be a phone number',
  'data/content/pages/about.json: blocks[3].value.body: the link /nowhere leads to no page of the site',
  'data/content/templates/a,b.json: prices[0].price: 100% | 50%',
];

describe('the content check on GitHub', () => {
  it('splits each problem into its file and the rest, keeping a line without a file whole', () => {
    expect(splitProblems([problems[0], 'no file here'])).toEqual([
      { file: 'data/content/shop.json', message: 'phone: must be a phone number' },
      { file: '', message: 'no file here' },
    ]);
  });

  it('annotates each file with its problem, escaped as a workflow command', () => {
    expect(githubAnnotations(splitProblems(problems))).toEqual([
      '::error file=data/content/shop.json,title=Content check::phone: must be a phone number',
      '::error file=data/content/pages/about.json,title=Content check::blocks[3].value.body: the link /nowhere leads to no page of the site',
      '::error file=data/content/templates/a%2Cb.json,title=Content check::prices[0].price: 100%25 | 50%25',
    ]);
    expect(githubAnnotations([{ file: '', message: 'line 1\nline 2' }])).toEqual(['::error title=Content check::line 1%0Aline 2']);
  });

  it('sums them up as a table, a pipe in a problem kept inside its cell', () => {
    const summary = stepSummary(splitProblems(problems));
    expect(summary).toContain('## The content check found 3 problems');
    expect(summary).toContain('| data/content/shop.json | phone: must be a phone number |');
    expect(summary).toContain('| data/content/templates/a,b.json | prices[0].price: 100% \\| 50% |');
    expect(stepSummary(splitProblems([problems[0]]))).toContain('found 1 problem\n');
  });
});
