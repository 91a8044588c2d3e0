import { errorMessages, pickLanguage, type ErrorCode, type Language } from '@shop/contracts/core';

/**
 * The flash message passed in navigation state to the login screen, e.g.
 * `navigate('/authentication/login', { state: { flash: 'mustLogin' } })` (an alias or an error code), or
 * `{ state: { message: 'You must be logged in to continue!' } }` (a text in any of the three languages).
 * A known code or a known text is shown in the current language; any other string as given.
 */
// Short flash names callers use, mapped to an error code (the cart sends `{ flash: 'mustLogin' }`).
const aliases: Record<string, ErrorCode> = {
  mustLogin: 'auth.required',
  mustAuthenticate: 'auth.required',
  forbidden: 'auth.forbidden',
};

export const flashText = (state: unknown, lng: string | undefined): string | undefined => {
  if (!state || typeof state !== 'object') return undefined;
  const raw =
    (state as { flash?: unknown; message?: unknown }).flash ?? (state as { message?: unknown }).message;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const language = pickLanguage(lng);
  const byCode = (errorMessages as Record<string, Record<Language, string>>)[aliases[raw] ?? raw];
  if (byCode) return byCode[language];
  for (const code of Object.keys(errorMessages) as ErrorCode[]) {
    const texts = errorMessages[code];
    if (Object.values(texts).includes(raw)) return texts[language];
  }
  return raw;
};
