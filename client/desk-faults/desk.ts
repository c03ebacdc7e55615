// A simulated desk: a venue's tablet running the app's own offline code (the outbox, its
// drainer and runner, the calendar's Dexie copy and pull, the wedding payment and message
// writes) on an IndexedDB of its own (fake-indexeddb). Each life of its tab loads that code
// afresh (vi.resetModules), as a reloaded page does, over what the tab before it left in
// IndexedDB; killing a tab drops its in-memory drainer mid-flight and closes its database.
import type { User } from '@baraat/shared/schemas/auth';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { vi } from 'vitest';
import type { Network, Tab } from './network';

/** The app's code a tab runs, loaded as one module graph per life of the tab. */
async function loadTabCode() {
  vi.resetModules();
  const [db, session, deskSync, runner, queue, walkIn, slot, block, pull, payment, message] =
    await Promise.all([
      import('@/lib/db'),
      import('@/lib/session'),
      import('@/app/layout/desk-sync'),
      import('@/lib/outbox-runner'),
      import('@/lib/outbox-queue'),
      import('@/features/calendar/api/create-walkin'),
      import('@/features/calendar/api/create-slot'),
      import('@/features/calendar/api/block-slot'),
      import('@/features/calendar/api/pull-calendar'),
      import('@/features/wedding-desk/api/record-wedding-payment'),
      import('@/features/messaging/api/send-message'),
    ]);
  return {
    database: db.database,
    useSessionStore: session.useSessionStore,
    startDrainer: deskSync.startDrainer,
    onOutboxSent: runner.onOutboxSent,
    kickOutbox: runner.kickOutbox,
    discardEntry: queue.discardEntry,
    queueWalkIn: walkIn.queueWalkIn,
    queueSlot: slot.queueSlot,
    setSlotBlocked: block.setSlotBlocked,
    pullCalendar: pull.pullCalendar,
    recordWeddingPayment: payment.recordWeddingPayment,
    queueMessage: message.queueMessage,
  };
}
export type TabCode = Awaited<ReturnType<typeof loadTabCode>>;
export type DeskDb = Awaited<ReturnType<TabCode['database']>>;

/** A signed-in owner's session on one desk (each tablet signs in on its own). */
export interface DeskSession {
  user: User;
  accessToken: string;
  hallId: number;
  weddingId: number;
}

// Tabs open one at a time: a module graph is loaded between one reset and the next, and Dexie
// reads the IndexedDB it is given when the app's database is made.
let opening: Promise<unknown> = Promise.resolve();

export class Desk {
  readonly indexedDB = new IDBFactory();
  tab: Tab;
  code!: TabCode;
  db!: DeskDb;
  kills = 0;
  private stopRunner: (() => void) | undefined;

  constructor(
    readonly id: number,
    readonly session: DeskSession,
    private readonly network: Network,
  ) {
    this.tab = { desk: id, alive: false };
  }

  get ownerId() {
    return this.session.user.user_id;
  }

  /** Opens the app in a new tab: signed in, the drainer started, the calendar pulled. */
  open(): Promise<void> {
    const opened = opening.then(async () => {
      const tab: Tab = { desk: this.id, alive: true };
      const code = await loadTabCode();
      Dexie.dependencies.indexedDB = this.indexedDB;
      Dexie.dependencies.IDBKeyRange = IDBKeyRange;
      const db = await code.database();
      await db.open();
      code.useSessionStore.setState({
        status: 'ready',
        session: {
          accessToken: this.session.accessToken,
          refreshToken: '',
          expiresAt: Date.now() + 14 * 60_000,
          user: this.session.user,
        },
      });
      this.tab = tab;
      this.code = code;
      this.db = db;
      this.stopRunner = await this.as(async () => {
        // As the calendar screen does: a drain that got changes acknowledged pulls.
        code.onOutboxSent(() => void code.pullCalendar(this.ownerId).catch(() => undefined));
        return code.startDrainer(this.ownerId, true, false);
      });
    });
    opening = opened.catch(() => undefined);
    return opened;
  }

  /** Runs the tab's code as this tab, on its network. */
  as<T>(work: () => T): T {
    return this.network.as(this.tab, work);
  }

  /** The tab is killed: nothing it had in memory goes on, IndexedDB keeps what it stored. */
  kill(): void {
    this.tab.alive = false;
    this.stopRunner?.();
    this.db.close();
    this.kills += 1;
  }

  /** The calendar brought up to date now (the desk's pull). */
  pull(): Promise<void> {
    return this.as(() => this.code.pullCalendar(this.ownerId));
  }

  /** The drainer asked to send now. */
  kick(): void {
    this.as(() => this.code.kickOutbox());
  }
}
