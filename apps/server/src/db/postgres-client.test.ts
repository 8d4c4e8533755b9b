import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, assertMended } from './postgres-client';

const installed = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('postgres')),
  '../..',
);
const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

describe('the mended postgres.js', () => {
  it('is what npm ci installed', () => {
    expect(() => assertMended()).not.toThrow();
  });

  it('is refused when a file lost its mends', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'postgres-copy-'));
    copies.push(copy);
    cpSync(path.join(installed, 'src'), path.join(copy, 'src'), { recursive: true });
    const index = path.join(copy, 'src', 'index.js');
    writeFileSync(index, readFileSync(index, 'utf8').replaceAll('academy: mended', 'unmended'));
    expect(() => assertMended(copy)).toThrow(/src\/index\.js is not mended: run npm ci/);
  });
});

describe('the address of a PostgreSQL server', () => {
  it('reaches a server on its Unix socket when the URL names the folder as libpq does', () => {
    expect(addressOf('postgres://academy@localhost/academy?host=/var/run/postgresql')).toEqual({
      url: 'postgres://academy@localhost/academy',
      path: '/var/run/postgresql/.s.PGSQL.5432',
    });
    expect(
      addressOf('postgres://academy@localhost:5433/academy?host=/tmp&sslmode=disable'),
    ).toEqual({
      url: 'postgres://academy@localhost:5433/academy?sslmode=disable',
      path: '/tmp/.s.PGSQL.5433',
    });
  });

  it('leaves a URL with a host name as it is', () => {
    const url = 'postgres://academy:secret@db.internal:5432/academy?sslmode=require';
    expect(addressOf(url)).toEqual({ url });
  });
});
