// Certificate credential ids (docs/awards.md, "Credential ids"): SPK- and 80 random bits as
// four groups of four Crockford base32 characters, so a code cannot be guessed or enumerated.
import { randomBytes } from 'node:crypto';
import { CREDENTIAL_ID_PATTERN } from '../../shared/schemas/awards';

/** Crockford's alphabet: digits and letters without I, L, O, U (nothing to misread). */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CREDENTIAL_BYTES = 10;

/** The code of exactly 10 bytes (80 bits = 16 characters of 5 bits each). */
export function credentialCodeOf(bytes: Uint8Array): string {
  if (bytes.length !== CREDENTIAL_BYTES) throw new RangeError(`A credential id takes ${CREDENTIAL_BYTES} bytes, not ${bytes.length}`);
  let chars = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      chars += CROCKFORD[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return `SPK-${chars.match(/.{4}/g)!.join('-')}`;
}

export const newCredentialCode = (random: (size: number) => Uint8Array = randomBytes): string => credentialCodeOf(random(CREDENTIAL_BYTES));

export const isCredentialCode = (code: string): boolean => CREDENTIAL_ID_PATTERN.test(code);
