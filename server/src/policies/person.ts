// What is a person's own: their account's inbox and notifications, their conversations and
// their reviews (docs/product/README.md#access-rules). Anyone else's is not found.
import { MESSAGING_TEXTS } from '@baraat/shared/schemas/messaging';
import { REVIEW_ERRORS } from '@baraat/shared/schemas/reviews';
import type { Actor } from './actor';
import { definePolicy } from './authorize';

const USER_NOT_FOUND = 'User not found';

/** An account, named by its id where a call could name another's. */
export const accountPolicy = definePolicy<{ id: number }, 'read'>(USER_NOT_FOUND, {
  read: { allow: (actor: Actor, account) => actor.id === account.id },
});

/** A conversation is its two members'. */
export const conversationPolicy = definePolicy<
  { user1_id: number; user2_id: number },
  'read' | 'write'
>(MESSAGING_TEXTS.noConversation, {
  read: { allow: (actor, row) => actor.id === row.user1_id || actor.id === row.user2_id },
  write: { allow: (actor, row) => actor.id === row.user1_id || actor.id === row.user2_id },
});

/** A review is its writer's. */
export const reviewPolicy = definePolicy<{ user_id: number }, 'change'>(
  REVIEW_ERRORS.reviewNotFound,
  { change: { role: 'customer', allow: (actor, row) => actor.id === row.user_id } },
);
