import { describe, expect, it } from 'vitest';
import { centreInvitationMail, centreInviteId, centreInviteLink, mailLanguage, normaliseInviteEmail } from './centre-invites';

describe('centre invitation ids', () => {
  it('are the centre and 32 hex of the normalised address, the same for any spelling of it', () => {
    const id = centreInviteId('centreA', 'Teacher@Example.com ');
    expect(id).toMatch(/^centreA_[0-9a-f]{32}$/);
    expect(centreInviteId('centreA', ' teacher@example.com')).toBe(id);
    expect(centreInviteId('centreB', 'teacher@example.com')).not.toBe(id);
    expect(id).not.toContain('example');
  });
  it('normalise addresses trimmed and lower case', () => {
    expect(normaliseInviteEmail('  A.B@X.COM ')).toBe('a.b@x.com');
  });
});

describe('centre invitation mail', () => {
  const base = 'https://app.example/';
  it('sends a registered teacher to their courses and an unknown address to sign up as a teacher', () => {
    expect(centreInviteLink(base, 'a@b.c', true)).toBe('https://app.example/courses/instructor');
    expect(centreInviteLink(base, 'a+x@b.c', false)).toBe('https://app.example/signup?role=teacher&email=a%2Bx%40b.c');
  });
  it("puts the centre's language first and the other after", () => {
    const ar = centreInvitationMail({ centreName: 'Noor Academy', email: 'a@b.c', registered: true, language: 'ar', base });
    expect(ar.subject.indexOf('سباركس')).toBeLessThan(ar.subject.indexOf('Sparks:'));
    expect(ar.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    const en = centreInvitationMail({ centreName: 'Noor Academy', email: 'a@b.c', registered: false, language: 'en', base });
    expect(en.subject.startsWith('Sparks:')).toBe(true);
    expect(en.html.startsWith('<div dir="ltr" lang="en">')).toBe(true);
    expect(en.text).toContain('/signup?role=teacher&email=a%40b.c');
    expect(en.text).toContain('"Noor Academy"');
  });
  it("quotes the centre's name defused and escaped", () => {
    const mail = centreInvitationMail({ centreName: '<b>Win</b> http://evil.com', email: 'a@b.c', registered: true, language: 'ar', base });
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).not.toContain('http://evil.com');
    expect(mail.html).toContain('href="https://app.example/courses/instructor"');
    expect(mail.html.match(/href=/g)).toHaveLength(2);
  });
  it("reads the centre's language, Arabic unless English", () => {
    expect(mailLanguage('en')).toBe('en');
    expect(mailLanguage(undefined)).toBe('ar');
    expect(mailLanguage('fr')).toBe('ar');
  });
});
