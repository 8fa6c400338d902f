// Invitee lists for bulk invitations: a CSV or XLSX file (or a plain list of e-mails) becomes
// valid, lower-case e-mails with their row numbers, bad rows reported by number; then each
// e-mail is either invited or skipped with a reason. No Firebase here.
import Papa from 'papaparse';
import { BULK_INVITE } from '../shared/constants';
import { inviteeEmailSchema } from '../shared/schemas/class';

// read-excel-file ships its types as ES modules only; this CommonJS build loads the package's
// CommonJS entry, whose readSheet(buffer) answers the first sheet's rows.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readSheet } = require('read-excel-file/node') as { readSheet: (input: Buffer) => Promise<unknown[][]> };

export type InviteeFileKind = 'csv' | 'xlsx';

/** The file cannot be read as a CSV or XLSX invitee list (wrong type, corrupt, too big). */
export class InviteeFileError extends Error {}

export interface Candidate {
  /** 1-based row of the file (or position in the list). */
  row: number;
  email: string;
}

export interface BadRow {
  row: number;
  value: string;
}

export interface CandidateList {
  candidates: Candidate[];
  badRows: BadRow[];
}

export type SkipReason = 'member' | 'invited' | 'duplicate' | 'self';

export interface InviteePlan {
  invited: string[];
  skipped: { email: string; reason: SkipReason }[];
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Headers that name the e-mail column (compared trimmed and lower case). */
const EMAIL_HEADERS = new Set([
  'email', 'e-mail', 'email address', 'e-mail address', 'mail',
  'البريد الإلكتروني', 'البريد الالكتروني', 'البريد',
]);

/**
 * Strict base64 (standard alphabet, padding optional, whitespace ignored), also accepting a
 * data URL as FileReader.readAsDataURL makes it. Null when it is not base64.
 */
export function decodeBase64(content: string): Buffer | null {
  const body = content.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 === 1) return null;
  return Buffer.from(body, 'base64');
}

/**
 * What the file is, judged by its name AND its content: an .xlsx must be a zip archive, a
 * .csv must be UTF-8 text. Null for anything else (a renamed binary, another extension).
 */
export function inviteeFileKind(name: string, bytes: Buffer): InviteeFileKind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (extension === 'xlsx') return bytes.subarray(0, 4).equals(XLSX_MAGIC) ? 'xlsx' : null;
  if (extension === 'csv') return decodeCsvText(bytes) === null ? null : 'csv';
  return null;
}

/** The text of a CSV file: UTF-8 (BOM dropped), with no NUL bytes; null if it is binary. */
function decodeCsvText(bytes: Buffer): string | null {
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  return text.replace(/^\uFEFF/, '');
}

function parseCsv(bytes: Buffer): unknown[][] {
  const text = decodeCsvText(bytes);
  if (text === null) throw new InviteeFileError('The file is not UTF-8 text.');
  // Guess the delimiter (',' ';' tab ...) without blank lines, which would spoil the guess,
  // then parse every line so that row numbers match the file's lines.
  const { delimiter } = Papa.parse(text, { skipEmptyLines: 'greedy', preview: 50 }).meta;
  const result = Papa.parse<unknown[]>(text, { delimiter, skipEmptyLines: false });
  if (result.errors.some((error) => error.type === 'Quotes')) throw new InviteeFileError('Unbalanced quotes in the CSV file.');
  return result.data;
}

async function parseXlsx(bytes: Buffer): Promise<unknown[][]> {
  try {
    return await readSheet(bytes);
  } catch (error) {
    throw new InviteeFileError(`Unreadable XLSX file: ${(error as Error).message}`);
  }
}

/** The rows of an invitee file, after checking its size and type. */
export async function readInviteeRows(file: { name: string; bytes: Buffer }): Promise<unknown[][]> {
  if (file.bytes.length === 0 || file.bytes.length > BULK_INVITE.maxFileBytes) {
    throw new InviteeFileError(`The file must hold 1 to ${BULK_INVITE.maxFileBytes} bytes.`);
  }
  const kind = inviteeFileKind(file.name, file.bytes);
  if (kind === 'xlsx') return parseXlsx(file.bytes);
  if (kind === 'csv') return parseCsv(file.bytes);
  throw new InviteeFileError('Only .csv and .xlsx files are accepted.');
}

const cellText = (cell: unknown): string =>
  cell === null || cell === undefined ? '' : String(cell instanceof Date ? cell.toISOString() : cell).trim();

const isBlankRow = (row: unknown[] | undefined): boolean => !row || row.every((cell) => cellText(cell) === '');

const normaliseHeader = (cell: unknown) => cellText(cell).replace(/[\u200B-\u200F\uFEFF]/g, '').replace(/\s+/g, ' ').toLowerCase();

function validEmail(value: string): string | null {
  const parsed = inviteeEmailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * E-mails from spreadsheet rows: the column headed email/e-mail/البريد الإلكتروني when the
 * first non-blank row names one (that row is then skipped), else the first column. Blank rows
 * are ignored; a row with content but no valid e-mail in that column is a bad row. Row numbers
 * are 1-based, as a spreadsheet shows them.
 */
export function candidatesFromRows(rows: unknown[][]): CandidateList {
  const first = rows.findIndex((row) => !isBlankRow(row));
  const headerColumn = first === -1 ? -1 : (rows[first] ?? []).findIndex((cell) => EMAIL_HEADERS.has(normaliseHeader(cell)));
  const column = Math.max(headerColumn, 0);
  const candidates: Candidate[] = [];
  const badRows: BadRow[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row) || (headerColumn !== -1 && index === first)) return;
    const value = cellText(row[column]);
    const email = validEmail(value);
    if (email) candidates.push({ row: index + 1, email });
    else badRows.push({ row: index + 1, value });
  });
  return { candidates, badRows };
}

/** E-mails sent as a JSON list: positions are 1-based; blank entries are bad too. */
export function candidatesFromList(emails: string[]): CandidateList {
  const candidates: Candidate[] = [];
  const badRows: BadRow[] = [];
  emails.forEach((value, index) => {
    const email = validEmail(value);
    if (email) candidates.push({ row: index + 1, email });
    else badRows.push({ row: index + 1, value });
  });
  return { candidates, badRows };
}

/** How many different e-mails a list names (the limit is BULK_INVITE.maxInvitees). */
export const uniqueEmailCount = (candidates: Candidate[]): number => new Set(candidates.map((c) => c.email)).size;

/**
 * Who gets an invitation: every e-mail once, except the inviter, current members and people
 * with a pending invitation to the class. Sets hold lower-case e-mails.
 */
export function planInvitees(
  candidates: Candidate[],
  context: { selfEmail: string; memberEmails: ReadonlySet<string>; invitedEmails: ReadonlySet<string> },
): InviteePlan {
  const seen = new Set<string>();
  const plan: InviteePlan = { invited: [], skipped: [] };
  const self = context.selfEmail.trim().toLowerCase();
  for (const { email } of candidates) {
    let reason: SkipReason | null = null;
    if (seen.has(email)) reason = 'duplicate';
    else if (email === self) reason = 'self';
    else if (context.memberEmails.has(email)) reason = 'member';
    else if (context.invitedEmails.has(email)) reason = 'invited';
    seen.add(email);
    if (reason) plan.skipped.push({ email, reason });
    else plan.invited.push(email);
  }
  return plan;
}
