// The account keeps the reader's language too (docs/product/texts.md#urdu): a choice made while
// signed in is saved on it, and signing in keeps the device's language, saving it on an account
// that has none; a device that never chose takes the account's. Loaded when used: the HTTP
// client is not part of the first download.
import type { Language } from '@baraat/shared/i18n/languages';
import type { User } from '@baraat/shared/schemas/auth';
import { chosenOnDevice, deviceLanguage } from './device-language';
import { currentSession, updateUser } from './session';

/** Saves the language on the signed-in account; without a signal the device keeps it alone. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  if (!currentSession() || currentSession()?.user.language === language) return;
  try {
    const { api } = await import('./http');
    updateUser(await api.patch('auth/me', { json: { language } }).json<User>());
  } catch {
    // Kept on the device; the next choice or sign-in saves it.
  }
}

/**
 * After a sign-in: the device's chosen language stays and fills an account without one; a
 * device that never chose takes the account's.
 */
export async function languageOnSignIn(user: User): Promise<void> {
  const chosen = chosenOnDevice();
  if (!chosen && user.language) {
    const { showLanguage } = await import('./language');
    await showLanguage(user.language);
    return;
  }
  if (!user.language) await saveAccountLanguage(chosen ?? deviceLanguage());
}
