import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { hashPassword, usePasswordCost, verifyPassword } from './modules/auth/password';
import { TEST_PASSWORD_COST_ENV } from './test/setup';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      timeZone: 'Asia/Shanghai',
      seedDemo: true,
      databaseUrl: undefined,
      databasePoolSize: 4,
      databasePipelines: 1,
    });
    expect(config.uploadsDir).toBe(`${config.dataDir}/uploads`);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/db',
        DATABASE_POOL_SIZE: '0',
        DATABASE_PIPELINES: 'many',
        ACADEMY_TIMEZONE: 'Mars/Olympus',
        SEED_DEMO: 'maybe',
        LOG_FORMAT: 'pretty',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'DATABASE_POOL_SIZE',
      'DATABASE_PIPELINES',
      'ACADEMY_TIMEZONE',
      'SEED_DEMO',
      'LOG_FORMAT',
    ]) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toContain('IANA time zone');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
    // Unset, the start picks lines for a terminal and JSON for anything else.
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'lines' }).logFormat).toBe('lines');
  });

  it('trusts proxies by hop count or by address, never a client-chosen header', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    for (const wrong of ['maybe', '10.0.0.0/33', '300.1.1.1', '127.0.0.1/8/8', 'proxy.local']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps media in a bucket only when one is named, with both keys or none', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'academy-media',
        S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'academy-media',
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
    expect(loadConfig({ S3_BUCKET: 'academy-media' }).s3?.credentials).toBeUndefined();

    let error: unknown;
    try {
      loadConfig({ S3_ENDPOINT: 'ftp://store', S3_ACCESS_KEY_ID: 'id', PORT: 'eighty' });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID is set');
    expect(problems).toContain('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
    expect(problems).toContain('S3_ENDPOINT');
    expect(problems).toContain('PORT');
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
  });

  it('hashes passwords at the OWASP baseline or more, and only a test run may ask for less', async () => {
    expect(loadConfig({}).passwordCost).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(loadConfig({ ARGON2_MEMORY_KIB: '65536', ARGON2_PASSES: '3' }).passwordCost).toEqual({
      memoryKib: 65_536,
      passes: 3,
    });
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      const weak = { ...TEST_PASSWORD_COST_ENV, NODE_ENV };
      expect(() => loadConfig(weak), NODE_ENV).toThrow(/ARGON2_MEMORY_KIB: at least 19456/);
      expect(() => loadConfig(weak), NODE_ENV).toThrow(/ARGON2_PASSES: at least 2/);
    }
    expect(loadConfig(TEST_PASSWORD_COST_ENV).passwordCost).toEqual({ memoryKib: 64, passes: 1 });

    // A start without the variables hashes at the baseline; hashes of any cost still verify.
    const cheap = await hashPassword('a-good-passphrase');
    usePasswordCost(loadConfig({}).passwordCost);
    try {
      const strong = await hashPassword('a-good-passphrase');
      expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(cheap, 'a-good-passphrase')).toBe(true);
    } finally {
      usePasswordCost(loadConfig(TEST_PASSWORD_COST_ENV).passwordCost);
    }
    expect(await hashPassword('a-good-passphrase')).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  });
});
