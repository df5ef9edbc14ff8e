import { Activity, type ReactNode } from 'react';

/**
 * A form's part of the page, hydrated after the rest of it (docs/decisions.md, "Forms without
 * JavaScript"). React leaves a visible `<Activity>` boundary's server HTML as it is while the page
 * hydrates, then hydrates it in idle time slices, or at once when the visitor first points,
 * focuses or types in it (React's selective hydration, which then replays that event). The server
 * writes the same HTML between two comment markers, so the form shows and posts without scripts.
 * @param children the form, a client component's tree
 */
export function HydrateAfterPage({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
