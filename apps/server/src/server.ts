import { ConfigError, loadConfig } from './config';
import type { DatabaseTarget } from './db/database';
import { openPgliteThread } from './db/pglite-thread';
import { startPhases } from './lib/start-phases';

/**
 * Entry point: read the config, then start. The embedded database's thread is started before
 * the rest of the server is even loaded, so PGlite opens while the modules load (decision 0024);
 * everything else comes in by the dynamic import.
 */
async function main() {
  const phases = startPhases();
  const config = loadConfig();
  const target: DatabaseTarget = config.databaseUrl
    ? {
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        pipelines: config.databasePipelines,
      }
    : { thread: openPgliteThread({ dataDir: config.dataDir }) };
  // Awaited in startServer; a failure before then must not count as unhandled.
  if ('thread' in target) target.thread.catch(() => undefined);
  phases.mark('boot');
  const { startServer } = await import('./start-server');
  phases.mark('modules');
  await startServer(config, target, phases);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
