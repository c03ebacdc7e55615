// A bounded mixed load for the fault suite (server/src/multi-process-faults.test.ts): walk-ins,
// booking requests and messages, each write under an Idempotency-Key of its own, sent by a few
// loops at once while faults happen. A write is acknowledged by its first 2xx; one answered
// 503, or not at all, is sent again with its key later, as a device's outbox would. Every
// answer is kept, with when it was sent and came, to judge the run afterwards.
import { type Answer, call } from './processes-client';

export interface Write {
  key: string;
  kind: 'walk-in' | 'booking' | 'message';
  /** What the database holds once it is stored: a walk-in's name, a message's body, a slot. */
  mark: string | number;
  method: string;
  path: string;
  token: string;
  json: unknown;
  /** Its first 2xx answer. */
  acknowledged?: Answer;
}

export interface Sent {
  write: Write;
  sentAt: number;
  answeredAt: number;
  /** The status, or 0 when the connection failed before an answer. */
  status: number;
  /** Why the connection failed, when it did. */
  failure?: string;
}

/** A write unanswered this long counts as failed (and is sent again). */
const ANSWER_WITHIN_MS = 10_000;

const unanswered = (ms: number) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
  );

export function send(write: Write) {
  return call(write.method, write.path, {
    token: write.token,
    json: write.json,
    headers: { 'Idempotency-Key': write.key },
  });
}

/**
 * Runs `loops` senders over `next()`'s writes (and the ones waiting to be sent again) until
 * `stop` is called, then sends every unacknowledged write again until each is acknowledged
 * or `drainMs` has passed.
 */
export function runLoad(next: () => Write | undefined, loops: number, pauseMs: number) {
  const sent: Sent[] = [];
  const again: Write[] = [];
  const writes: Write[] = [];
  let stopped = false;

  async function sendOnce(write: Write) {
    const sentAt = Date.now();
    try {
      const answer = await Promise.race([send(write), unanswered(ANSWER_WITHIN_MS)]);
      sent.push({ write, sentAt, answeredAt: Date.now(), status: answer.status });
      if (answer.status >= 200 && answer.status < 300) write.acknowledged ??= answer;
      else if (answer.status === 503) again.push(write);
    } catch (error) {
      sent.push({
        write,
        sentAt,
        answeredAt: Date.now(),
        status: 0,
        failure: (error as Error).message,
      });
      again.push(write);
    }
  }

  async function loop() {
    while (!stopped) {
      const write = again.shift() ?? next();
      if (write) {
        if (!writes.includes(write)) writes.push(write);
        await sendOnce(write);
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  const running = Promise.all(Array.from({ length: loops }, loop));
  return {
    sent,
    writes,
    /** Stops sending new writes; sends the unacknowledged ones again until all are. */
    async stop(drainMs: number) {
      stopped = true;
      await running;
      const until = Date.now() + drainMs;
      let waiting = writes.filter((write) => !write.acknowledged);
      while (waiting.length > 0 && Date.now() < until) {
        await Promise.all(waiting.map(sendOnce));
        waiting = writes.filter((write) => !write.acknowledged);
        if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** How long after `endedAt` the first write sent after it was acknowledged. */
export function recoveryMs(sent: Sent[], endedAt: number): number {
  const first = sent
    .filter((one) => one.sentAt >= endedAt && one.status >= 200 && one.status < 300)
    .sort((a, b) => a.answeredAt - b.answeredAt)[0];
  return first ? first.answeredAt - endedAt : Number.POSITIVE_INFINITY;
}
