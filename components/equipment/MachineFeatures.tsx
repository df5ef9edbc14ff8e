import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';

/**
 * A machine's features as the site's bulleted `.feature-list`, each kept free of a break inside a
 * short hyphenated word such as '550-sheet'. Used by the category page's cards and the machine's page.
 * @param features the machine's `features` from its content file, in their order.
 */
export function MachineFeatures({ features }: { features: readonly string[] }) {
  return (
    <ul className="feature-list">
      {features.map((feature) => (
        <li key={feature}>
          <UnbrokenHyphens text={feature} />
        </li>
      ))}
    </ul>
  );
}
