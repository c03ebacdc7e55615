// The sixteen questions of the FAQ page (docs/product/discovery.md#the-customer-screens) and the search over them. Answers
// describe Baraat as built; marketing figures are the spec's claims (docs/product/texts.md#marketing-copy).
// Texts are translated where shown, and searched in the reader's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

export const FAQ_CATEGORIES = [
  { value: 'general', label: msg`General` },
  { value: 'booking', label: msg`Booking` },
  { value: 'payment', label: msg`Payment` },
  { value: 'vendors', label: msg`Vendors` },
  { value: 'support', label: msg`Support` },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['value'];

export interface FaqQuestion {
  id: string;
  category: FaqCategory;
  question: MessageDescriptor | string;
  answer: MessageDescriptor | string;
}

export const FAQ_QUESTIONS: readonly FaqQuestion[] = [
  {
    id: 'what-is-baraat',
    category: 'general',
    question: msg`What is Baraat?`,
    answer: msg`Baraat is a marketplace for weddings and events in Pakistan. You can find, compare and book marquees, halls, photographers, caterers, salons, car rental and other vendors in one place, and more than 10,000 couples have planned their events with us.`,
  },
  {
    id: 'is-it-free',
    category: 'general',
    question: msg`Do I have to pay to use Baraat?`,
    answer: msg`Browsing, searching, comparing vendors and creating an account are free. A small service fee applies to bookings.`,
  },
  {
    id: 'which-cities',
    category: 'general',
    question: msg`Which cities does Baraat cover?`,
    answer: msg`Vendors are listed in Karachi, Lahore, Islamabad, Rawalpindi, Faisalabad, Multan, Peshawar and Quetta,. Use the city filter on the listings page to see who serves your area.`,
  },
  {
    id: 'compare-vendors',
    category: 'general',
    question: msg`Can I compare vendors before deciding?`,
    answer: msg`Yes. You can compare up to 3 vendors at once side by side, and compare packages by price, guest capacity, duration and features before you send a request.`,
  },
  {
    id: 'how-to-book',
    category: 'booking',
    question: msg`How do I book a vendor?`,
    answer: msg`Open the vendor's profile, choose a package, pick an available date and time slot and send your booking request with your event details. You need to be signed in to book; the vendor then accepts or declines the request.`,
  },
  {
    id: 'when-to-book',
    category: 'booking',
    question: msg`How far in advance should I book?`,
    answer: msg`Peak wedding season in Pakistan runs from November to February, and popular venues and photographers fill up early. We recommend booking 3 to 6 months ahead; bookings can be made for dates up to six months away.`,
  },
  {
    id: 'booking-confirmed',
    category: 'booking',
    question: msg`How do I know my booking is confirmed?`,
    answer: msg`Your request stays pending until the vendor responds. You get a notification when it is accepted or declined, and the status is always shown under your bookings in the customer dashboard.`,
  },
  {
    id: 'cancel-booking',
    category: 'booking',
    question: msg`Can I cancel a booking?`,
    answer: msg`You can cancel a request yourself while it is still pending, from your bookings. Once a vendor has confirmed it, message the vendor to discuss changes; any refund of an advance follows the vendor's own cancellation terms.`,
  },
  {
    id: 'how-to-pay',
    category: 'payment',
    question: msg`How do I pay a vendor?`,
    answer: msg`You pay the vendor directly by cash, bank transfer, JazzCash, Easypaisa or card, usually an advance to secure the date and the balance closer to the event. The vendor records each payment against your booking, so you can see what has been paid.`,
  },
  {
    id: 'prices',
    category: 'payment',
    question: msg`Are the prices on Baraat final?`,
    answer: msg`Package prices are set by the vendors in Pakistani rupees (PKR). The final amount can change with your guest count, date or extra services, so confirm the total with the vendor before you pay an advance.`,
  },
  {
    id: 'payment-problem',
    category: 'payment',
    question: msg`What if there is a problem with a payment?`,
    answer: msg`First contact the vendor through Baraat messages. If it is not resolved, send us a message with the subject Payment Issue from the Contact Us page and include your booking details; we reply within 24 hours.`,
  },
  {
    id: 'become-vendor',
    category: 'vendors',
    question: msg`How can I list my business on Baraat?`,
    answer: msg`Register as a business with your business name, type, city, address and phone number. You can then add photos, packages, services, halls or team members and open time slots for customers to book.`,
  },
  {
    id: 'verified-vendors',
    category: 'vendors',
    question: msg`Are vendors verified?`,
    answer: msg`Yes. We check business details before a vendor is marked as verified, and reviews can only be written by customers whose booking with that vendor was confirmed, so the reviews you read are genuine.`,
  },
  {
    id: 'vendor-requests',
    category: 'vendors',
    question: msg`How do vendors manage booking requests?`,
    answer: msg`Vendors see new requests on their business home, accept or decline them, assign a hall or team member, record walk-in bookings and payments, and chat with customers. Everything works on a phone or tablet, even with a weak signal at the venue.`,
  },
  {
    id: 'contact-support',
    category: 'support',
    question: msg`How do I contact Baraat support?`,
    answer: msg`Use the form on the Contact Us page. Our team is available Monday to Friday 9:00 am to 6:00 pm and Saturday 10:00 am to 4:00 pm (PKT), and we reply within 24 hours.`,
  },
  {
    id: 'report-problem',
    category: 'support',
    question: msg`How do I report a vendor or a review?`,
    answer: msg`Send us a message from the Contact Us page with the subject Complaint, the vendor name and what happened. We look into every report and may remove reviews or vendors that break our terms.`,
  },
];

/** A question's or an answer's text in the reader's language. */
export const faqText = (text: FaqQuestion['question']): string => i18n._(text);

/**
 * The questions of `category` ('all' for every one) whose question or answer contains every
 * word of `search`, ignoring case and accents.
 */
export function filterQuestions(
  questions: readonly FaqQuestion[],
  search: string,
  category: FaqCategory | 'all',
): FaqQuestion[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  return questions.filter((item) => {
    if (category !== 'all' && item.category !== category) return false;
    const text = normalise(`${faqText(item.question)} ${faqText(item.answer)}`);
    return words.every((word) => text.includes(word));
  });
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
