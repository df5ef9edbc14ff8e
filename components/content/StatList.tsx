/** One counter: the figure exactly as the spec writes it (e.g. '30000+') and what it counts. */
export interface Stat {
  value: string;
  label: string;
}

/**
 * A row of counters in the site's `stats` style (figure above its label).
 * @param label names the list for screen readers, e.g. 'Plancenter in numbers'
 */
export function StatList({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <ul className="stats" aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong> {stat.label}
        </li>
      ))}
    </ul>
  );
}
