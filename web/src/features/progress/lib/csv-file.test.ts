import { describe, expect, it } from 'vitest';
import { defaultFileName, fileNameFromDisposition, newRequestId, safeFileName } from './csv-file';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* of the server', () => {
    const header = `attachment; filename="student.csv"; filename*=UTF-8''${encodeURIComponent('رياضيات-الصف-students.csv')}`;
    expect(fileNameFromDisposition(header)).toBe('رياضيات-الصف-students.csv');
  });

  it('falls back to the plain filename, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="question.csv"')).toBe('question.csv');
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition(`attachment; filename="a; b.csv"`)).toBe('a;-b.csv');
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
  });
});

describe('defaultFileName', () => {
  it('names the class and the kind', () => {
    expect(defaultFileName('Math 7B', 'student')).toBe('Math-7B-students.csv');
    expect(defaultFileName('علوم', 'question')).toBe('علوم-questions.csv');
    expect(defaultFileName('  //  ', 'student')).toBe('class-students.csv');
    expect(safeFileName('a:b*c?')).toBe('abc');
  });
});

describe('newRequestId', () => {
  it('matches the API request id rule', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
    expect(newRequestId(() => 'x'.repeat(100))).toHaveLength(64);
  });
});
