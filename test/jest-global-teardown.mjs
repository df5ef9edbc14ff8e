export default async function globalTeardown() {
  await globalThis.throwawayPostgres?.stop();
}
