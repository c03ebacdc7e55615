// What the inbox shows, as pure rules (docs/product/README.md#routes-and-guards, docs/product/messaging.md#the-live-channel, docs/product/texts.md#limits): badge caps, time labels, the
// delivery indicator, and who the other party is called.
import { dateOfMoment, formatDate } from '@baraat/shared/domain/format';
import { personName } from '@baraat/shared/domain/names';
import type { MessagingUser } from '@baraat/shared/schemas/messaging';
import type { LocalMessageStatus } from '@/lib/db';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 99+ in the list (and header), 9+ on an avatar. */
export const capCount = (count: number, cap: 9 | 99) => (count > cap ? `${cap}+` : String(count));

/** The list's time label: now, Nm, Nh, Nd under a week, otherwise a short date. */
export function listTime(iso: string | null, now = Date.now()): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  const age = Math.max(0, now - at);
  if (age < MINUTE) return 'now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}d`;
  return formatDate(dateOfMoment(at), { dense: true, now: new Date(now) });
}

/** A message's time label: Just now, m ago, h ago, Yesterday, else a date. */
export function messageTime(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  const age = Math.max(0, now - at);
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  if (age < 2 * DAY) return 'Yesterday';
  return formatDate(dateOfMoment(at), { dense: true, now: new Date(now) });
}

/** docs/product/messaging.md#the-live-channel: a sent message counts as delivered once it is a minute old. */
export function shownStatus(
  status: LocalMessageStatus,
  createdAt: string,
  now = Date.now(),
): LocalMessageStatus {
  if (status === 'sent' && now - Date.parse(createdAt) > MINUTE) return 'delivered';
  return status;
}

export const STATUS_LABEL: Record<LocalMessageStatus, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

/** The other party as the list names them: a business by its name, a person by theirs. */
export function partyName(
  user: Pick<MessagingUser, 'business_name' | 'first_name' | 'last_name' | 'username'>,
) {
  if (user.business_name) return user.business_name;
  return personName(user) || user.username;
}

/** Letters for the avatar when there is no picture. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
