/** @jest-environment node */
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * `npm run lint` refuses a bare console call in the server's code: it logs through lib/log.ts,
 * which redacts what a visitor typed (docs/requirements.md#privacy-and-terms, rule 5).
 */
jest.setTimeout(60_000);

const eslint = new ESLint({ cwd: path.resolve(__dirname, '..') });

/** The rules a file at `filePath` holding `code` breaks. */
async function brokenRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

it.each(['lib/example.ts', 'lib/delivery/example.ts', 'app/api/example/route.ts', 'instrumentation.ts'])(
  'refuses console.* in %s',
  async (filePath) => {
    for (const call of ['log', 'info', 'warn', 'error']) {
      expect(await brokenRules(`export function f() {\n  console.${call}('x');\n}\n`, filePath)).toContain('no-console');
    }
  },
);

it('lets the logger through, and the scripts talk to a person with console', async () => {
  expect(await brokenRules(`import { log } from '@/lib/log';\n\nexport function f() {\n  log.info('x');\n}\n`, 'lib/example.ts')).toEqual(
    [],
  );
  expect(await brokenRules(`console.log('x');\n`, 'scripts/example.mjs')).toEqual([]);
});
