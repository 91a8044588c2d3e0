// One form for a phone number, so that the same customer is the same key however the number was typed
// (docs/phone-and-trust.md "Trust"). Zod-free: the client normalizes too.

/** Algeria's country calling code. */
export const ALGERIA_CALLING_CODE = '213';

/**
 * The canonical form of a phone number (E.164: "+" then digits), or null when it is not a number.
 * Algerian numbers, however typed: 0XXXXXXXXX (mobile, 10 digits) or 0XXXXXXXX (landline, 9 digits),
 * +213XXXXXXXXX, 00213XXXXXXXXX, +213 0XXXXXXXXX, with spaces, dots, dashes or parentheses → "+213XXXXXXXXX"
 * (the national number without its leading 0). Other countries, written with + or 00: "+" and their digits.
 * A number without a country code that does not start with 0 is read as Algerian only when it has the length of
 * an Algerian national number without its 0 (8 or 9 digits).
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s.\-()/]/g, '');
  if (!/^(\+|00)?[0-9]+$/.test(compact)) return null;
  let international: string | null = null;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  if (international !== null) {
    if (international.startsWith(ALGERIA_CALLING_CODE)) {
      return algerian(international.slice(ALGERIA_CALLING_CODE.length));
    }
    return international.length >= 8 && international.length <= 15 && !international.startsWith('0')
      ? `+${international}`
      : null;
  }
  return algerian(compact);
}

function algerian(national: string): string | null {
  const withoutTrunk = national.startsWith('0') ? national.slice(1) : national;
  if (!/^[1-9][0-9]{7,8}$/.test(withoutTrunk)) return null;
  return `+${ALGERIA_CALLING_CODE}${withoutTrunk}`;
}

/** How staff read a canonical Algerian number: "0555 12 34 56"; others as they are. */
export function displayPhone(normalized: string): string {
  const prefix = `+${ALGERIA_CALLING_CODE}`;
  if (!normalized.startsWith(prefix)) return normalized;
  const national = `0${normalized.slice(prefix.length)}`;
  return national.length === 10
    ? `${national.slice(0, 4)} ${national.slice(4, 6)} ${national.slice(6, 8)} ${national.slice(8)}`
    : `${national.slice(0, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
}
