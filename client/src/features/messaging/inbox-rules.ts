// What the inbox shows, as pure rules in the reader's language (docs/product/README.md#routes-and-guards, docs/product/messaging.md#the-live-channel, docs/product/texts.md#limits): badge caps, time labels, the
// delivery indicator, and who the other party is called.
import { dateOfMoment, formatDate } from '@baraat/shared/domain/format';
import { personName } from '@baraat/shared/domain/names';
import type { MessagingUser } from '@baraat/shared/schemas/messaging';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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
  const minutes = Math.floor(age / MINUTE);
  const hours = Math.floor(age / HOUR);
  const days = Math.floor(age / DAY);
  if (age < MINUTE) return t`now`;
  if (age < HOUR) return t`${minutes}m`;
  if (age < DAY) return t`${hours}h`;
  if (age < 7 * DAY) return t`${days}d`;
  return formatDate(dateOfMoment(at), { dense: true, now: new Date(now) });
}

/** A message's time label: Just now, m ago, h ago, Yesterday, else a date. */
export function messageTime(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  const age = Math.max(0, now - at);
  const minutes = Math.floor(age / MINUTE);
  const hours = Math.floor(age / HOUR);
  if (age < MINUTE) return t`Just now`;
  if (age < HOUR) return t`${minutes}m ago`;
  if (age < DAY) return t`${hours}h ago`;
  if (age < 2 * DAY) return t`Yesterday`;
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

/** Translated where shown. */
export const STATUS_LABEL: Record<LocalMessageStatus, MessageDescriptor> = {
  pending: msg`Waiting to send`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  read: msg`Read`,
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
