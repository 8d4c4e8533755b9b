import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE, FIRST_BATCH_SIZE, keysetBatches } from './table-query';

/** A keyset read over the ids 1…`count`, recording each limit it was asked for. */
function idsUpTo(count: number) {
  const limits: number[] = [];
  const read = async (afterId: number | undefined, limit: number) => {
    limits.push(limit);
    const from = (afterId ?? 0) + 1;
    return Array.from(
      { length: Math.max(0, Math.min(limit, count - from + 1)) },
      (_, i) => from + i,
    );
  };
  return { read, limits };
}

async function collect(count: number) {
  const { read, limits } = idsUpTo(count);
  const batches: number[][] = [];
  for await (const batch of keysetBatches(read, (id) => id)) batches.push(batch);
  return { batches, limits };
}

describe('keysetBatches', () => {
  it('reads a short first batch, so a download starts at once, then full batches', async () => {
    const { batches, limits } = await collect(FIRST_BATCH_SIZE + EXPORT_BATCH_SIZE + 7);

    expect(limits).toEqual([FIRST_BATCH_SIZE, EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE]);
    expect(batches.map((batch) => batch.length)).toEqual([FIRST_BATCH_SIZE, EXPORT_BATCH_SIZE, 7]);
    expect(batches.flat()).toEqual(
      Array.from({ length: FIRST_BATCH_SIZE + EXPORT_BATCH_SIZE + 7 }, (_, i) => i + 1),
    );
  });

  it('stops after a short first batch, and yields nothing for an empty table', async () => {
    expect(await collect(3)).toEqual({ batches: [[1, 2, 3]], limits: [FIRST_BATCH_SIZE] });
    expect(await collect(0)).toEqual({ batches: [], limits: [FIRST_BATCH_SIZE] });
  });

  it('asks once more after a batch that was exactly full', async () => {
    const { batches, limits } = await collect(FIRST_BATCH_SIZE);

    expect(batches).toHaveLength(1);
    expect(limits).toEqual([FIRST_BATCH_SIZE, EXPORT_BATCH_SIZE]);
  });
});
