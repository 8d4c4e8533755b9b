// A throwaway PostgreSQL database for one benchmark run.
import pg from 'pg';

/** A fresh PostgreSQL database for one run, dropped by `drop()`. */
export async function createDatabase(adminUrl) {
  const name = `bench_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}"`) };
}
