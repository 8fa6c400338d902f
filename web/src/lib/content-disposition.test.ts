import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, safeFileName } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* of the server', () => {
    const header = `attachment; filename="student.csv"; filename*=UTF-8''${encodeURIComponent('رياضيات-الصف-students.csv')}`;
    expect(fileNameFromDisposition(header)).toBe('رياضيات-الصف-students.csv');
  });

  it('falls back to the plain filename, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="question.csv"')).toBe('question.csv');
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition(`attachment; filename="a; b.csv"`)).toBe('a;-b.csv');
    expect(fileNameFromDisposition('attachment; filename="centre-analytics.csv"')).toBe('centre-analytics.csv');
  });

  it('reads an ISO-8859-1 filename* and survives a broken encoding', () => {
    expect(fileNameFromDisposition("attachment; filename*=iso-8859-1'en'caf%E9.csv")).toBe('café.csv');
    expect(fileNameFromDisposition(`attachment; filename="ok.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe('ok.csv');
  });

  it('strips path parts and gives null when nothing usable is named', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('etcpasswd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(safeFileName('a:b*c?')).toBe('abc');
  });
});
