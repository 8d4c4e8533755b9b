import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      timeZone: 'Asia/Shanghai',
      seedDemo: true,
      databaseUrl: undefined,
    });
    expect(config.uploadsDir).toBe(`${config.dataDir}/uploads`);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/db',
        ACADEMY_TIMEZONE: 'Mars/Olympus',
        SEED_DEMO: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'ACADEMY_TIMEZONE', 'SEED_DEMO']) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toContain('IANA time zone');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
