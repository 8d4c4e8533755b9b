import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import type { Config } from './config';
import { type DatabaseTarget, openDatabase } from './db/database';
import { seedOnFirstStart } from './demo/seed-on-first-start';
import { logLinesTo } from './lib/log-lines';
import { openMediaStorage } from './lib/open-media-storage';
import { connectRedis } from './lib/redis';
import type { StartPhases } from './lib/start-phases';
import { usePasswordCost } from './modules/auth/password';
import { issueEarlierCertificates } from './modules/learning/learning.service';

/** How often the embedded database's planner statistics are brought up to date. */
const STATISTICS_INTERVAL_MS = 6 * 60 * 60 * 1000;
/**
 * When they are first brought up to date after a start: not ahead of the first requests, which
 * a restart serves with the statistics it kept. Plans made before then are made again after.
 */
const STATISTICS_FIRST_DELAY_MS = 10_000;

/**
 * Migrates, seeds an empty academy, issues certificates a migration made due, listens, and shuts
 * down gracefully on a signal. The app is built while the database opens (the embedded one on its
 * own thread): building it sends no statement.
 */
export async function startServer(config: Config, target: DatabaseTarget, phases: StartPhases) {
  usePasswordCost(config.passwordCost);
  const database = await openDatabase(target);
  const storage = await openMediaStorage(config);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  // A person at a terminal reads lines; anywhere else (a service, a container) logs stay JSON.
  const logFormat = config.logFormat ?? (process.stdout.isTTY ? 'lines' : 'json');
  const building = buildApp(config, {
    db: database.db,
    relaxedDb: database.relaxed,
    storage,
    ...(logFormat === 'lines' ? { logStream: logLinesTo(process.stdout) } : {}),
    ...(redis ? { redis } : {}),
  }).then((built) => {
    phases.mark('app');
    return built;
  });
  const preparing = (async () => {
    await database.migrate();
    phases.mark('database');
    const logins = config.seedDemo
      ? await seedOnFirstStart(database.db, { storage, password: config.demoPassword })
      : [];
    phases.mark('seed');
    await issueEarlierCertificates(database.db);
    phases.mark('certificates');
    return logins;
  })();
  const [app, demoLogins] = await Promise.all([building, preparing]);

  // The planner's statistics, soon after the start and then every few hours, in the background.
  const refreshStatistics = () =>
    void database
      .refreshStatistics()
      .catch((err: unknown) => app.log.warn({ err }, 'could not refresh planner statistics'));
  const firstStatistics = setTimeout(refreshStatistics, STATISTICS_FIRST_DELAY_MS).unref();
  const statistics = setInterval(refreshStatistics, STATISTICS_INTERVAL_MS).unref();

  // On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    clearTimeout(firstStatistics);
    clearInterval(statistics);
    await app.close();
    await database.close();
    redis?.disconnect();
  });

  await app.listen({ port: config.port, host: config.host });
  phases.mark('listen');
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\nAcademy is running at ${url} (${database.driver}, ready in ${phases.summary()})`);
  if (demoLogins.length > 0) {
    // Shown once, at the start that made them: they are stored only as hashes.
    console.log('\n  Demo accounts (these passwords are shown only now — note them):');
    for (const login of demoLogins) {
      console.log(`    ${login.role.padEnd(7)} ${login.email.padEnd(24)} ${login.password}`);
    }
  }
}
