// Phone digits allowed after each country code (spec 001 section 5).
const MAX_DIGITS: Record<number, readonly string[]> = {
  10: ['+1', '+44', '+91', '+92', '+49', '+81', '+7', '+234', '+20', '+39', '+82', '+90', '+52', '+54', '+63', '+84', '+62', '+880', '+98', '+964', '+57'],
  11: ['+86', '+55'],
  9: ['+971', '+966', '+33', '+61', '+60', '+27', '+34', '+51', '+353', '+46', '+358', '+41', '+32', '+31', '+64', '+593', '+56'],
  8: ['+65', '+47', '+45'],
};

export const DEFAULT_COUNTRY_CODE = '+966';
export const UNKNOWN_CODE_MAX_DIGITS = 15;

export const COUNTRY_CODES: readonly string[] = Object.values(MAX_DIGITS).flat();

export function maxPhoneDigits(countryCode: string): number {
  for (const [max, codes] of Object.entries(MAX_DIGITS)) {
    if (codes.includes(countryCode)) return Number(max);
  }
  return UNKNOWN_CODE_MAX_DIGITS;
}

/** Keeps digits only, trimmed to what the country code allows. */
export function trimPhoneDigits(input: string, countryCode: string): string {
  return input.replace(/\D/g, '').slice(0, maxPhoneDigits(countryCode));
}

/** Splits '+966501234567' into a known code and its digits; longest known code wins. */
export function splitPhone(phone: string): { countryCode: string; digits: string } | undefined {
  const match = /^(\+\d{1,4})(\d+)$/.exec(phone);
  if (!match) return undefined;
  const known = [...COUNTRY_CODES]
    .sort((a, b) => b.length - a.length)
    .find((code) => phone.startsWith(code));
  const countryCode = known ?? match[1]!;
  return { countryCode, digits: phone.slice(countryCode.length) };
}
