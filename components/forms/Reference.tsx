/**
 * A request's reference (e.g. R-2611-7Q4K) as the visitor reads it: on one line, never broken at
 * its hyphens (docs/requirements.md#layout, rule 4), so it can be read out or typed as one word.
 */
export function Reference({ children }: { children: string }) {
  return <span className="reference">{children}</span>;
}
