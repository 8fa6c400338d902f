// How to reach the operator: one place for the footer, the help pages and the legal texts.
// Phone and e-mail may come from the build's environment; the operator's legal details are
// placeholders until the real company fills them in (shown as such on /imprint).

export const SUPPORT_PHONE: string = import.meta.env.VITE_SUPPORT_PHONE ?? '+966 11 000 0000';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@sparks.example';

/** A `tel:` link without the spaces people write in numbers. */
export const supportPhoneHref = (phone: string = SUPPORT_PHONE) => `tel:${phone.replace(/\s+/g, '')}`;

/** The operator named on /imprint and in the legal texts. Placeholders: replace before launch. */
export const OPERATOR = {
  name: 'Sparks Learning Company',
  nameAr: 'شركة سباركس للتعليم',
  registration: 'CR 0000000000',
  vat: 'VAT 300000000000003',
  address: 'King Fahd Road, Riyadh 12345, Saudi Arabia',
  addressAr: 'طريق الملك فهد، الرياض 12345، المملكة العربية السعودية',
  representative: 'Managing director: to be named',
  representativeAr: 'المدير العام: يُحدَّد لاحقًا',
  privacyEmail: 'privacy@sparks.example',
} as const;
