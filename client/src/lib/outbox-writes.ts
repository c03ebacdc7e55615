// The outbox drainer's own writes to the device (lib/outbox-drain.ts), in batched transactions.
import type { BaraatDb } from './db';
import { isQuotaError } from './storage-quota';

/** One of a pass's own writes; `rescue` is what to store instead when `run` cannot be. */
interface Step {
  run: () => Promise<unknown>;
  rescue?: () => Promise<unknown>;
}

/**
 * A pass's own writes (marking an entry as being sent, storing an answer), applied in order
 * behind the requests rather than between them, so the next entry is sent while the last
 * answer is stored. Steps that queue up while a transaction runs go together in the next one:
 * draining hundreds of entries takes tens of transactions, not hundreds. A batch that fails
 * for a reason other than a full storage is applied again step by step, so one step the
 * device cannot apply holds back no other; a full storage stops the pass (what it had not
 * stored is sent again later, with its key).
 */
export function batchedWrites(db: BaraatDb) {
  let queue: Step[] = [];
  let flushing: Promise<void> | undefined;
  let failure: unknown;
  const apply = (runs: (() => Promise<unknown>)[]) =>
    db.transaction('rw', db.tables, async () => {
      for (const run of runs) await run();
    });
  async function applyOneByOne(steps: Step[]) {
    for (const step of steps) {
      try {
        await apply([step.run]);
      } catch (error) {
        if (isQuotaError(error)) throw error;
        if (step.rescue) await apply([step.rescue]);
      }
    }
  }
  async function flush() {
    try {
      while (queue.length > 0) {
        const steps = queue;
        queue = [];
        try {
          await apply(steps.map((step) => step.run));
        } catch (error) {
          if (isQuotaError(error)) throw error;
          await applyOneByOne(steps);
        }
      }
    } catch (error) {
      failure = error;
    } finally {
      flushing = undefined;
    }
  }
  return {
    add(step: Step) {
      if (failure !== undefined) return;
      queue.push(step);
      flushing ??= flush();
    },
    failed: () => failure !== undefined,
    /** Resolves once everything added is stored; rejects with the storage's error. */
    async settled() {
      while (flushing) await flushing;
      if (failure !== undefined) throw failure;
    },
  };
}
