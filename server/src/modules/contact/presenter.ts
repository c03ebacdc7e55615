import { CONTACT_TEXT, type ContactMessageSent } from '@baraat/shared/schemas/contact';

export const presentMessageSent = (): ContactMessageSent => ({ message: CONTACT_TEXT.sent });
