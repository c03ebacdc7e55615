import type { ContactMessageInput, ContactMessageSent } from '@baraat/shared/schemas/contact';
import { api, call } from '@/lib/http';

/** POST /contact: the server stores the message for the support team (docs/product/decisions.md#the-decisions-at-a-glance). */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageSent> {
  return call(() => api.post('contact', { json: input }).json<ContactMessageSent>());
}
