import { Batcher } from './batcher.js';

/** A batcher whose batches finish only when the test says so. */
function controlled(maxInFlight: number, maxSize: number) {
  const batches: { items: number[]; finish: () => void }[] = [];
  const batcher = new Batcher<number, number>({
    maxInFlight,
    maxSize,
    run: (items) =>
      new Promise((resolve) => {
        batches.push({
          items,
          finish: () =>
            resolve(
              items.map((item) =>
                item < 0 ? { status: 'rejected', reason: new Error(`bad ${item}`) } : { status: 'fulfilled', value: item * 10 },
              ),
            ),
        });
      }),
  });
  return { batcher, batches };
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/** Turns the event loop until the condition holds (or fails after 100 turns). */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !condition(); turn++) await nextTick();
  expect(condition()).toBe(true);
}

describe('Batcher', () => {
  it('runs what is added in one tick as one batch and answers each item', async () => {
    const { batcher, batches } = controlled(2, 10);
    const answers = [1, 2, 3].map((item) => batcher.add(item));
    await nextTick();
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2, 3]]);
    batches[0].finish();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30]);
  });

  it('gathers what arrives while every slot runs into the next batch, split at maxSize', async () => {
    const { batcher, batches } = controlled(1, 2);
    const first = batcher.add(1);
    await nextTick();
    const waiting = [2, 3, 4].map((item) => batcher.add(item));
    await nextTick();
    expect(batches.map((batch) => batch.items)).toEqual([[1]]);
    batches[0].finish();
    await first;
    await until(() => batches.length === 2);
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3]]);
    batches[1].finish();
    await until(() => batches.length === 3);
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3], [4]]);
    batches[2].finish();
    await expect(Promise.all(waiting)).resolves.toEqual([20, 30, 40]);
  });

  it('rejects only the items that failed, and all of a batch whose run throws', async () => {
    const { batcher, batches } = controlled(1, 10);
    const answers = Promise.allSettled([5, -1].map((item) => batcher.add(item)));
    await nextTick();
    batches[0].finish();
    expect((await answers).map((answer) => answer.status)).toEqual(['fulfilled', 'rejected']);

    const failing = new Batcher<number, number>({ maxInFlight: 1, maxSize: 10, run: () => Promise.reject(new Error('down')) });
    await expect(Promise.allSettled([failing.add(1), failing.add(2)])).resolves.toEqual([
      { status: 'rejected', reason: new Error('down') },
      { status: 'rejected', reason: new Error('down') },
    ]);
  });

  it('idle() waits for queued and running batches', async () => {
    const { batcher, batches } = controlled(1, 10);
    let idle = false;
    void batcher.add(1);
    const waiting = batcher.idle().then(() => (idle = true));
    await nextTick();
    expect(idle).toBe(false);
    batches[0].finish();
    await waiting;
    expect(idle).toBe(true);
    await expect(batcher.idle()).resolves.toBeUndefined();
  });
});
