import type { Machine, MachineCategory, MachinePlace, MachinesByCategory } from '@/lib/content/machines';

/** A machine with the place it has in its category, which its detail URL is built from. */
export interface FeaturedMachine {
  category: MachineCategory;
  /** Zero-based index in the category: the `id` of '/equipment/{cat}/{id}' (docs/requirements.md#routes). */
  index: number;
  machine: Machine;
}

/**
 * Machines for the Home page's featured cards: those staff chose (data/content/home.json), then
 * the first machine of each category in `order`, then the second of each, and so on, so the cards
 * show the range of what we sell and keep following the data when machines are added or removed.
 * @param machines all machines by category (lib/content/machines.ts `getMachinesByCategory()`)
 * @param order categories in the order they are featured
 * @param count how many to return at most
 * @param chosen the places of the machines staff chose, first and in their order
 */
export function pickFeaturedMachines(
  machines: MachinesByCategory,
  order: MachineCategory[],
  count: number,
  chosen: MachinePlace[] = [],
): FeaturedMachine[] {
  const picks: FeaturedMachine[] = [];
  const add = (category: MachineCategory, index: number) => {
    const machine = machines[category][index];
    const taken = picks.some((pick) => pick.category === category && pick.index === index);
    if (machine && !taken && picks.length < count) picks.push({ category, index, machine });
  };
  for (const { category, index } of chosen) add(category, index);
  const longest = Math.max(0, ...order.map((category) => machines[category].length));
  for (let index = 0; index < longest && picks.length < count; index++) {
    for (const category of order) add(category, index);
  }
  return picks;
}
