// The contact form (docs/product/discovery.md#static-pages): the server stores each message, the
// client's form validates with the same schema. Lengths are Baraat's (the spec shows none);
// the name takes the shared limit of people's names.
import { z } from 'zod';
import { VALIDATION } from '../constants/messages';
import { fill, tx } from '../i18n/text';
import { messageResponseSchema } from './common';
import { email, optionalText, personName, requiredText } from './fields';

export const CONTACT_PHONE_MAX = 30;
export const CONTACT_MESSAGE_MAX = 2000;

export const CONTACT_SUBJECTS = [
  { value: 'general', label: tx('General Inquiry') },
  { value: 'vendor', label: tx('Become a Vendor') },
  { value: 'booking', label: tx('Booking Help') },
  { value: 'payment', label: tx('Payment Issue') },
  { value: 'complaint', label: tx('Complaint') },
  { value: 'feedback', label: tx('Feedback') },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const CONTACT_TEXT = {
  sent: tx("Thank you! Your message has been sent successfully. We'll get back to you soon."),
  failed: tx('Sorry, there was an error sending your message. Please try again.'),
  // Baraat: the spec shows no field messages for this form.
  nameRequired: tx('Name is required'),
  subjectRequired: tx('Please select a subject'),
  messageRequired: tx('Message is required'),
  phoneMax: fill(tx('Phone number must be at most {max} characters'), { max: CONTACT_PHONE_MAX }),
  messageMax: fill(tx('Message must be at most {max} characters'), { max: CONTACT_MESSAGE_MAX }),
} as const;

const subjectValues = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

export const contactMessageSchema = z.object({
  name: personName(CONTACT_TEXT.nameRequired),
  email: email(VALIDATION.emailRequired),
  phone: optionalText(CONTACT_PHONE_MAX, CONTACT_TEXT.phoneMax),
  subject: z.enum(subjectValues, { error: CONTACT_TEXT.subjectRequired }),
  message: requiredText(CONTACT_TEXT.messageRequired, CONTACT_MESSAGE_MAX, CONTACT_TEXT.messageMax),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** POST /api/contact's answer: the spec's thank-you text. */
export const contactMessageSentSchema = messageResponseSchema;
export type ContactMessageSent = z.infer<typeof contactMessageSentSchema>;
