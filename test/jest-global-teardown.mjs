/** Stops the throwaway PostgreSQL of test/jest-global-setup.mjs and removes its data. */
export default async function globalTeardown() {
  await globalThis.throwawayPostgres?.stop();
}
