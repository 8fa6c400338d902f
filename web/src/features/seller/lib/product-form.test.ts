import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shared/schemas/market';
import { checkEditForm, checkProductFields, checkUploadForm, clearChangedErrors, emptyProductForm, formValuesOf, productErrorsOf, type ProductFormValues } from './product-form';

const filled: ProductFormValues = {
  title: ' Algebra workbook ',
  description: 'Exercises with solutions',
  subject: 'mathematics',
  grade: '9',
  content_type: 'workbook',
  education_level: 'secondary_school',
  price: '120',
  tags: ['algebra'],
};
const png = { name: 'cover.png', type: 'image/png', size: 1000 };
const pdf = { name: 'book.pdf', type: 'application/pdf', size: 5000 };

describe('checkProductFields', () => {
  it('parses the fields with the shared schema', () => {
    const check = checkProductFields(filled);
    expect(check).toEqual({ ok: true, fields: { ...filled, title: 'Algebra workbook', grade: 9, price: 120 } });
  });
  it('names each missing or invalid field with its code', () => {
    const check = checkProductFields({ ...emptyProductForm, price: '1.5' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      title: 'validation/all-fields-required',
      description: 'validation/all-fields-required',
      subject: 'validation/all-fields-required',
      grade: 'market/invalid-grade',
      content_type: 'validation/all-fields-required',
      education_level: 'validation/all-fields-required',
      price: 'market/invalid-price',
    });
  });
  it('accepts a free product', () => {
    expect(checkProductFields({ ...filled, price: '0' }).ok).toBe(true);
  });
});

describe('checkUploadForm', () => {
  it('builds the POST /market/products body', () => {
    const check = checkUploadForm(filled, { preview: png, gallery: [png], content: pdf });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input.files).toEqual({
      preview: { name: 'cover.png', content_type: 'image/png', size: 1000 },
      gallery: [{ name: 'cover.png', content_type: 'image/png', size: 1000 }],
      content: { name: 'book.pdf', content_type: 'application/pdf', size: 5000 },
    });
    expect(check.input.product.price).toBe(120);
  });
  it('reports the files with the spec messages', () => {
    const check = checkUploadForm(filled, { preview: { ...png, size: 3 * 1024 * 1024 }, gallery: [], content: null });
    expect(check).toEqual({ ok: false, errors: { preview: 'market/preview-too-large', content: 'market/content-required' } });
    const wrongType = checkUploadForm(filled, { preview: png, gallery: [{ name: 'x.bmp', type: 'image/bmp', size: 1 }], content: { name: 'a.mp4', type: 'video/mp4', size: 1 } });
    expect(wrongType).toEqual({ ok: false, errors: { gallery: 'market/image-type', content: 'market/content-type' } });
  });
  it('refuses more than 5 gallery images', () => {
    const check = checkUploadForm(filled, { preview: png, gallery: Array.from({ length: 6 }, () => png), content: pdf });
    expect(check).toEqual({ ok: false, errors: { gallery: 'market/gallery-too-many' } });
  });
});

describe('checkEditForm', () => {
  const product = { ...filled, title: 'Algebra workbook', grade: 9, price: 120 } as unknown as ProductDetail;
  it('sends only what changed', () => {
    const original = formValuesOf(product);
    expect(checkEditForm(original, original)).toEqual({ ok: true, patch: null });
    expect(checkEditForm(original, { ...original, price: '150', tags: ['algebra', 'grade 9'] })).toEqual({
      ok: true,
      patch: { price: 150, tags: ['algebra', 'grade 9'] },
    });
  });
  it('refuses invalid values', () => {
    const original = formValuesOf(product);
    expect(checkEditForm(original, { ...original, title: '  ' })).toEqual({ ok: false, errors: { title: 'validation/all-fields-required' } });
  });
});

describe('productErrorsOf', () => {
  it('maps server field paths to the form fields', () => {
    expect(
      productErrorsOf([
        { path: 'product.title', code: 'validation/all-fields-required' },
        { path: 'files.gallery.2.size', code: 'market/gallery-too-large' },
        { path: 'price', code: 'market/invalid-price' },
        { path: 'unknown', code: 'validation/invalid-input' },
        { path: 'product.title', code: 'validation/invalid-input' },
      ]),
    ).toEqual({ title: 'validation/all-fields-required', gallery: 'market/gallery-too-large', price: 'market/invalid-price' });
  });
});

describe('clearChangedErrors', () => {
  it('drops the errors of changed fields only', () => {
    const errors = { title: 'validation/all-fields-required', price: 'market/invalid-price' } as const;
    expect(clearChangedErrors(errors, filled, { ...filled, price: '3' })).toEqual({ title: 'validation/all-fields-required' });
  });
});
