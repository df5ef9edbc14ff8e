/** One problem of the content check, split into its file and the rest ('field: what is wrong'). */
export interface ContentProblem {
  file: string;
  message: string;
}

/**
 * Splits the content check's lines ('file: field: what is wrong', lib/content/content-check.ts).
 * @returns each line's file and the rest; a line without a file keeps it all as its message
 */
export function splitProblems(problems: string[]): ContentProblem[] {
  return problems.map((problem) => {
    const [, file, message] = /^([^:\s]+\.[a-z]+): (.*)$/s.exec(problem) ?? [];
    return file ? { file, message } : { file: '', message: problem };
  });
}

/** How many problems, in words: '1 problem', '3 problems'. */
export function problemCount(count: number): string {
  return count === 1 ? '1 problem' : `${count} problems`;
}
