// One seeded run of the desks' fault test: the desks do their work at a steady rate while
// their requests are cut before they leave or lose their answers, their tabs are killed and
// opened again, and the server is killed with SIGKILL and started again on its data. Then
// the faults stop, every tab is opened afresh (as the owner would reload it) and the run
// waits until every outbox holds nothing still to send.
import { Desk } from './desk';
import { type Fault, fakeNetwork } from './network';
import { newRecord, operate, type Record, seeded } from './operations';
import { deskSessions } from './owners';
import type { ServerProcess } from './server-process';

export interface RunOptions {
  seed: number;
  desks: number;
  seconds: number;
  /** Operations a second, over all desks. */
  rate: number;
}

export interface RunFigures {
  requests: number;
  disconnects: number;
  lostAnswers: number;
  tabKills: number;
  serverRestarts: number;
  /** From the faults' end until every outbox was drained. */
  convergeMs: number;
}

/** Odds that a request is cut before it leaves, or its answer lost. */
const DISCONNECT = 0.07;
const LOST_ANSWER = 0.07;
/** A desk's tab is killed about this often. */
const TAB_LIFE_MS = 6000;
/** How long the drained state may take to reach once the faults stop. */
const CONVERGE_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runDesks(server: ServerProcess, options: RunOptions) {
  const random = seeded(options.seed);
  const sessions = await deskSessions(server.url, options.desks);
  // Each desk's faults come from its own stream, so one desk's requests do not move another's.
  const streams = sessions.map((_, desk) => seeded(options.seed * 31 + desk + 1));
  const network = fakeNetwork(server.url, (desk): Fault | undefined => {
    const roll = streams[desk]!();
    if (roll < DISCONNECT) return 'disconnect';
    return roll < DISCONNECT + LOST_ANSWER ? 'lostAnswer' : undefined;
  });
  const desks = sessions.map((session, id) => new Desk(id, session, network));
  for (const desk of desks) await desk.open();
  await Promise.all(desks.map((desk) => desk.pull().catch(() => undefined)));

  const record: Record = newRecord();
  const owners = [...new Set(sessions.map((session) => session.user.user_id))];
  const reopening = new Map<Desk, Promise<void>>();
  let restarts = 0;
  const started = Date.now();
  const end = started + options.seconds * 1000;
  const restartEvery =
    (options.seconds * 1000) / (Math.max(1, Math.round(options.seconds / 15)) + 1);
  let nextRestart = started + restartEvery;
  const work: Promise<unknown>[] = [];

  for (let n = 0; Date.now() < end; n += 1) {
    const desk = desks[Math.floor(random() * desks.length)]!;
    const fault = random();
    if (fault < (1000 / options.rate / TAB_LIFE_MS) * desks.length && !reopening.has(desk)) {
      desk.kill();
      const downMs = 100 + Math.floor(random() * 700);
      const back = sleep(downMs).then(() => desk.open());
      reopening.set(desk, back);
      work.push(back.finally(() => reopening.delete(desk)));
    }
    if (Date.now() >= nextRestart) {
      nextRestart += restartEvery;
      restarts += 1;
      const downMs = 200 + Math.floor(random() * 800);
      await server.kill();
      work.push(sleep(downMs).then(() => server.start()));
    }
    const others = owners.filter((owner) => owner !== desk.ownerId);
    const operation = (reopening.get(desk) ?? Promise.resolve()).then(() =>
      operate(desk, random, n, others, record),
    );
    work.push(operation);
    await sleep(1000 / options.rate);
  }
  await Promise.all(work);

  // The faults stop; each owner reloads the app, which sends what waits at once.
  network.setFaulty(false);
  const calm = Date.now();
  for (const desk of desks) {
    desk.kill();
    await desk.open();
  }
  await drained(desks);
  const convergeMs = Date.now() - calm;
  const figures: RunFigures = {
    requests: network.counts.requests,
    disconnects: network.counts.disconnect,
    lostAnswers: network.counts.lostAnswer,
    tabKills: desks.reduce((sum, desk) => sum + desk.kills, 0) - desks.length,
    serverRestarts: restarts,
    convergeMs,
  };
  return { desks, record, figures };
}

/** Waits until no desk holds an entry still to send (refused ones stay for the owner). */
async function drained(desks: Desk[]) {
  const deadline = Date.now() + CONVERGE_MS;
  for (;;) {
    const waiting = await Promise.all(
      desks.map((desk) =>
        desk.db.outbox
          .filter((entry) => entry.state === 'pending' || entry.state === 'syncing')
          .count(),
      ),
    );
    if (waiting.every((count) => count === 0)) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the outboxes did not drain in ${CONVERGE_MS / 1000} s: ${waiting.join(', ')} waiting`,
      );
    }
    for (const desk of desks) desk.kick();
    await sleep(250);
  }
}
