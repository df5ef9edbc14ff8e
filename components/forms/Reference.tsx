/**
 * A request's reference (e.g. R-2611-7Q4K) as the visitor reads it: on one line, never broken at
 * its hyphens (docs/requirements.md#layout, rule 4), so it can be read out or typed as one word.
 * The style is the element's own: it shows only once a form was sent, so it costs no page's
 * inlined stylesheet a byte.
 */
export function Reference({ children }: { children: string }) {
  return (
    <span className="reference" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </span>
  );
}
