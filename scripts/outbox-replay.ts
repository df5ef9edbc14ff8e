// `npm run outbox:replay`: re-sends what the outbox holds through the configured gateway or SMTP
// (lib/delivery/replay.ts), with the same environment as the server (.env files included).
import { loadEnvConfig } from '@next/env';
import { replayOutbox } from '@/lib/delivery/replay';

async function main() {
  loadEnvConfig(process.cwd());
  const report = await replayOutbox();
  for (const file of report.sent) console.log(`sent    ${file}`);
  for (const { file, error } of report.failed) console.log(`failed  ${file}: ${error}`);
  console.log(`${report.sent.length} sent, ${report.failed.length} failed, ${report.alreadySent} sent before`);
  if (report.failed.length > 0) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
