import { describe, expect, it } from 'vitest';
import { varkReportMail } from './vark-report-mail';

const scores = { visual: 9, auditory: 3, reading: 8, kinesthetic: 1 };

describe('varkReportMail', () => {
  it('writes the style, the scores, the tips of each modality and the link in English', () => {
    const mail = varkReportMail({ style: 'multimodal', modalities: ['visual', 'reading'], scores }, 'en', 'https://app.example/vark/report');
    expect(mail.subject).toContain('learning style');
    expect(mail.text).toContain('Your style: Multimodal (Visual, Reading/writing)');
    expect(mail.text).toContain('Auditory: 3');
    expect(mail.text).toContain('mind maps');
    expect(mail.text).toContain('own words');
    expect(mail.text).not.toContain('out loud');
    expect(mail.text).toContain('https://app.example/vark/report');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('writes Arabic right to left', () => {
    const mail = varkReportMail({ style: 'kinesthetic', modalities: ['kinesthetic'], scores }, 'ar', 'https://app.example/vark/report');
    expect(mail.text).toContain('أسلوبك: حركي');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('escapes the link in HTML', () => {
    const mail = varkReportMail({ style: 'visual', modalities: ['visual'], scores }, 'en', 'https://app.example/?a=1&b="x"');
    expect(mail.html).not.toContain('"x"');
  });
});
