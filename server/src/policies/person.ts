// What is a person's own: their account's inbox and notifications, their conversations and
// their reviews (docs/product/README.md#access-rules). Anyone else's is not found.
import { tx } from '@baraat/shared/i18n/text';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import { MESSAGING_TEXTS } from '@baraat/shared/schemas/messaging';
import { REVIEW_ERRORS } from '@baraat/shared/schemas/reviews';
import type { Person } from './actor';
import { definePolicy } from './authorize';

const USER_NOT_FOUND = tx('User not found');

/** An account, named by its id where a call could name another's. */
export const accountPolicy = definePolicy<{ id: number }, 'read', Person>(USER_NOT_FOUND, {
  read: { allow: (person, account) => person.id === account.id },
});

const member = {
  allow: (person: Person, row: { user1_id: number; user2_id: number }) =>
    person.id === row.user1_id || person.id === row.user2_id,
};

/** A conversation is its two members'. */
export const conversationPolicy = definePolicy<
  { user1_id: number; user2_id: number },
  'read' | 'write',
  Person
>(MESSAGING_TEXTS.noConversation, { read: member, write: member });

/** Messages about a booking: its customer and its business's owner write to each other. */
export const bookingMessagePolicy = definePolicy<
  { customer_user_id: number | null; owner_user_id: number },
  'message',
  Person
>(BOOKING_ERRORS.bookingNotFound, {
  message: {
    allow: (person, row) => person.id === row.customer_user_id || person.id === row.owner_user_id,
  },
});

/** A review is its writer's. */
export const reviewPolicy = definePolicy<{ user_id: number }, 'change'>(
  REVIEW_ERRORS.reviewNotFound,
  { change: { role: 'customer', allow: (actor, row) => actor.id === row.user_id } },
);
