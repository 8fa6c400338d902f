// An IBAN for reading aloud or typing into a bank's form: groups of four ("SA03 8000 …"). Pure.
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}
