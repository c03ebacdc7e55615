// What the desks do, each through the app's own offline code: walk-ins, slot changes (a new
// slot, a block or an unblock), a wedding's payments and messages. Every change is named so
// the server's rows can be found by it afterwards (a walk-in's guest, a slot's name, a
// payment's reference, a message's client id), and what the desk answered is written down.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { dayAhead } from '../../test-support/desk-outbox';
import type { Desk } from './desk';

/** A seeded generator (mulberry32): the same seed, the same choices. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the desks did, as they told it. */
export interface Record {
  operations: number;
  /** Refused on the device itself (the hall already held in its copy, no slot to block). */
  refusedOnDevice: number;
  /** Changes a tab was killed in the middle of storing: stored or not, the desk never said. */
  cutShort: number;
  /** A walk-in's guest name → the entry that carries it. */
  walkIns: Map<string, string>;
  /** A new slot's name → its entry. */
  slots: Map<string, string>;
  /**
   * A payment's key (and reference) → its amount, how it went, and its desk's venue; `kept`:
   * the desk said it was recorded or queued (not "This change was not saved", which a tab
   * killed during the store gives, nor cut short). A payment not kept may still be on the
   * server (the store committed before the kill), so its amount stays for the sums.
   */
  payments: Map<string, { amount: number; owner: number; sent: boolean; kept: boolean }>;
  /** A message's client id (its entry) → its text. */
  messages: Map<string, string>;
}

export const newRecord = (): Record => ({
  operations: 0,
  refusedOnDevice: 0,
  cutShort: 0,
  walkIns: new Map(),
  slots: new Map(),
  payments: new Map(),
  messages: new Map(),
});

const pad = (value: number) => String(value).padStart(2, '0');
/** One of the desks' hours: a day of the next two weeks, starting at 08:00 to 21:00. */
function hour(random: () => number) {
  const start = 8 + Math.floor(random() * 14);
  return {
    date: dayAhead(1 + Math.floor(random() * 14)),
    start_time: `${pad(start)}:00`,
    end_time: `${pad(start + 1)}:00`,
  };
}

type Queued = { ok: true; entryId: string } | { ok: false; reason: string };

/** Does one thing at `desk`, chosen by `random`; `n` names it; `others` are other venues' owners. */
export async function operate(
  desk: Desk,
  random: () => number,
  n: number,
  others: number[],
  record: Record,
): Promise<void> {
  record.operations += 1;
  const { code, ownerId, session } = desk;
  const name = `d${desk.id}-${n}`;
  const noted = (queued: Queued, into: Map<string, string>, key: string) => {
    if (queued.ok) into.set(key, queued.entryId);
    else record.refusedOnDevice += 1;
  };
  const pick = random();
  try {
    if (pick < 0.4) {
      const guest = `Guest ${name}`;
      const walkIn = {
        ...hour(random),
        worker_id: session.hallId,
        customer_name: guest,
        customer_phone: null,
        customer_email: null,
        number_of_people: 1 + Math.floor(random() * 100),
        package_id: null,
      };
      noted(await desk.as(() => code.queueWalkIn(ownerId, walkIn)), record.walkIns, guest);
    } else if (pick < 0.55) {
      const slotName = `Slot ${name}`;
      const worker = random() < 0.5 ? { worker_id: session.hallId } : {};
      const slot = { ...hour(random), ...worker, slot_name: slotName };
      noted(await desk.as(() => code.queueSlot(ownerId, slot)), record.slots, slotName);
    } else if (pick < 0.7) {
      const open = await desk.db.calendarSlots
        .filter((slot) => slot.owner_id === ownerId && slot.slot_id > 0 && !slot.is_reserved)
        .toArray();
      const slot = open[Math.floor(random() * open.length)];
      if (!slot) record.refusedOnDevice += 1;
      else await desk.as(() => code.setSlotBlocked(ownerId, slot, !slot.is_blocked));
    } else if (pick < 0.85) {
      const key = crypto.randomUUID();
      const amount = 100 + Math.floor(random() * 900);
      const payment = {
        amount,
        method: 'cash' as const,
        payer_name: 'Desk payer',
        reference: key,
        note: null,
        paid_on: todayInPakistan(),
      };
      record.payments.set(key, { amount, owner: ownerId, sent: false, kept: false });
      const outcome = await desk.as(() =>
        code.recordWeddingPayment(ownerId, session.weddingId, payment, key),
      );
      const kept = outcome.sent || outcome.queued;
      if (!kept) record.refusedOnDevice += 1;
      record.payments.set(key, { amount, owner: ownerId, sent: outcome.sent, kept });
    } else if (others.length > 0) {
      const to = others[Math.floor(random() * others.length)]!;
      const text = `Message ${name}`;
      const saved = await desk.as(() => code.queueMessage(ownerId, to, text));
      record.messages.set(saved.client_message_id, text);
    }
  } catch {
    // The tab was killed while it stored the change (its database closed under it).
    record.cutShort += 1;
  }
}
