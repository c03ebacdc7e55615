// Turns for a process's transactions on PostgreSQL (docs/architecture.md#10-two-engines). Most
// run side by side; a transaction that has failed to serialize several times runs alone: it
// waits for the others in flight in this process to end and holds back new ones until it has
// committed. A burst of writes to one conversation or one calendar (48 message sends at once)
// otherwise had a run again lose to fresh first attempts ten times over, and answer 503.
// It costs nothing while no transaction is that unlucky: no statement, no lock in the database.

export interface WriteGate {
  /** Runs `attempt` beside others, once no transaction of this process runs alone. */
  beside<T>(attempt: () => Promise<T>): Promise<T>;
  /** Runs `attempt` once every other of this process has ended, holding new ones back. */
  alone<T>(attempt: () => Promise<T>): Promise<T>;
}

export function writeGate(): WriteGate {
  let running = 0;
  /** Settles when the transaction running (or waiting to run) alone is done. */
  let held: Promise<void> | undefined;
  /** Called when the last transaction running beside others ends. */
  let drained: (() => void) | undefined;

  return {
    async beside(attempt) {
      // Checked and counted in one go (no await between) while nothing runs alone.
      while (held) await held;
      running += 1;
      try {
        return await attempt();
      } finally {
        running -= 1;
        if (running === 0) drained?.();
      }
    },
    async alone(attempt) {
      while (held) await held;
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      try {
        if (running > 0) {
          await new Promise<void>((resolve) => {
            drained = resolve;
          });
        }
        drained = undefined;
        return await attempt();
      } finally {
        held = undefined;
        release();
      }
    },
  };
}
