import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether this component runs in the browser with its script (false in the server's HTML and
 * while hydrating). The staff side's passkey buttons are disabled until then: a click before the
 * script has run would do nothing, and a form would submit itself as a plain GET.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
