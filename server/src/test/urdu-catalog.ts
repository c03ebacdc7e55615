// A small Urdu catalog for the tests of answers in Urdu, in the PO form the real one takes
// (client/src/locales/ur/messages.po): the server loads it through URDU_CATALOG, so a test
// does not depend on which texts the real catalog has translated yet.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const URDU = {
  emailExists: 'اس ای میل کا اکاؤنٹ پہلے سے موجود ہے۔',
  firstNameRequired: 'پہلا نام ضروری ہے',
  notAuthenticated: 'آپ سائن ان نہیں ہیں',
  newMessage: 'نیا پیغام',
  resetSubject: 'اپنا بارات پاس ورڈ نیا بنائیں',
  customerColumn: 'گاہک',
  businessNotFound: 'کاروبار نہیں ملا',
  frameNotJson: 'فریم JSON میں ہونا چاہیے',
} as const;

export const URDU_PO = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Language: ur\\n"

msgid "An account with this email already exists."
msgstr "${URDU.emailExists}"

msgid "First name is required"
msgstr "${URDU.firstNameRequired}"

msgid "Not authenticated"
msgstr "${URDU.notAuthenticated}"

msgid "New message"
msgstr "${URDU.newMessage}"

msgid "{name} sent you a message"
msgstr "{name} نے آپ کو پیغام بھیجا"

msgid "Reset your Baraat password"
msgstr "${URDU.resetSubject}"

msgid "customer"
msgstr "${URDU.customerColumn}"

msgid "Business not found"
msgstr "${URDU.businessNotFound}"

msgid "A frame must be JSON"
msgstr "${URDU.frameNotJson}"

msgctxt "a screen's own"
msgid "Not Found"
msgstr "نہیں ملا"

#, fuzzy
msgid "Too many requests"
msgstr "بہت زیادہ"

msgid "Session expired"
msgstr ""
`;

/** The server's environment with this catalog as its Urdu one. */
export function withUrduCatalog(env: Record<string, string> = {}): Record<string, string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'baraat-ur-')), 'messages.po');
  writeFileSync(file, URDU_PO);
  return { URDU_CATALOG: file, ...env };
}
