import { describe, expect, it } from 'vitest';
import { enterpriseContactSchema, feedbackSchema, inquiryListQuerySchema, inquiryStatusSchema } from './inquiry';

const firstCode = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const contact = {
  name: 'Mona',
  email: 'Mona@Centre.example',
  organization: 'Riyadh Training Centre',
  message: 'We train 300 teachers a year.',
  language: 'en',
};

describe('enterpriseContactSchema', () => {
  it('accepts a contact, lower-cases the e-mail and defaults the language', () => {
    const parsed = enterpriseContactSchema.parse({ ...contact, language: undefined, phone: '+966 50 123 4567', size: '51-200', website: '' });
    expect(parsed).toMatchObject({ email: 'mona@centre.example', language: 'ar', phone: '+966 50 123 4567', size: '51-200' });
  });

  it('answers each bad field with its code', () => {
    expect(firstCode(enterpriseContactSchema.safeParse({ ...contact, name: '  ' }))).toBe('inquiry/invalid-fields');
    expect(firstCode(enterpriseContactSchema.safeParse({ ...contact, message: 'too short' }))).toBe('inquiry/invalid-fields');
    expect(firstCode(enterpriseContactSchema.safeParse({ ...contact, organization: '' }))).toBe('inquiry/invalid-fields');
    expect(firstCode(enterpriseContactSchema.safeParse({ ...contact, email: 'not-mail' }))).toBe('validation/invalid-email');
    expect(firstCode(enterpriseContactSchema.safeParse({ ...contact, phone: '12ab' }))).toBe('inquiry/invalid-phone');
    expect(firstCode(enterpriseContactSchema.safeParse({ ...contact, phone: '123' }))).toBe('inquiry/invalid-phone');
    expect(firstCode(enterpriseContactSchema.safeParse({ ...contact, size: 'huge' }))).toBe('validation/invalid-input');
    expect(firstCode(enterpriseContactSchema.safeParse({ ...contact, extra: 1 }))).toBe('validation/invalid-input');
  });

  it('takes an empty phone as none, and parses a filled honeypot (the service ignores it)', () => {
    expect(enterpriseContactSchema.parse({ ...contact, phone: '' }).phone).toBe('');
    expect(enterpriseContactSchema.parse({ ...contact, website: 'http://spam.example' }).website).toBe('http://spam.example');
  });
});

describe('feedbackSchema', () => {
  it('accepts a category, a rating of 1 to 5 or none, and an app path', () => {
    expect(feedbackSchema.parse({ category: 'idea', rating: 5, message: 'More dark mode please', page: '/classroom/feed' }).rating).toBe(5);
    expect(feedbackSchema.parse({ category: 'bug', rating: null, message: 'The button is hidden' }).rating).toBeNull();
  });

  it('refuses a bad category, rating or page', () => {
    expect(firstCode(feedbackSchema.safeParse({ category: 'rant', message: 'Something long enough' }))).toBe('inquiry/invalid-category');
    expect(firstCode(feedbackSchema.safeParse({ category: 'bug', rating: 6, message: 'Something long enough' }))).toBe('validation/invalid-input');
    expect(firstCode(feedbackSchema.safeParse({ category: 'bug', rating: 2.5, message: 'Something long enough' }))).toBe('validation/invalid-input');
    expect(firstCode(feedbackSchema.safeParse({ category: 'bug', message: 'Something long enough', page: 'https://evil.example' }))).toBe('validation/invalid-input');
    expect(firstCode(feedbackSchema.safeParse({ category: 'bug', message: 'Something long enough', page: '//evil.example' }))).toBe('validation/invalid-input');
  });
});

describe('admin inbox schemas', () => {
  it('defaults the page and limit and caps the limit', () => {
    expect(inquiryListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(inquiryListQuerySchema.parse({ kind: 'feedback', status: 'new', page: '2', limit: '5' })).toEqual({ kind: 'feedback', status: 'new', page: 2, limit: 5 });
    expect(firstCode(inquiryListQuerySchema.safeParse({ limit: '51' }))).toBe('validation/invalid-input');
    expect(firstCode(inquiryListQuerySchema.safeParse({ status: 'done' }))).toBe('inquiry/invalid-status');
  });

  it('takes one of the three statuses', () => {
    expect(inquiryStatusSchema.parse({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(firstCode(inquiryStatusSchema.safeParse({ status: 'deleted' }))).toBe('inquiry/invalid-status');
  });
});
