// The product's descriptive fields as the forms hold them (text inputs), and their checks with
// the shared schemas: the upload (fields + files -> POST /market/products) and the edit while
// pending (only what changed -> PATCH /market/products/{id}). Server answers with `fields`
// are mapped back to the same field names.
import { FILE_LIMITS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import {
  createProductSchema, productFieldsSchema, productPatchSchema,
  type ContentType, type CreateProductInput, type ProductDetail, type ProductEducationLevel, type ProductFields, type Subject,
} from '@shared/schemas/market';
import { parseWholeNumber } from './earnings';
import { fieldCodes, type Issue } from './field-errors';
import { checkContentFile, checkGalleryImage, checkPreviewImage, galleryRoom, type FileLike } from './product-files';

export interface ProductFormValues {
  title: string;
  description: string;
  subject: Subject | '';
  /** "7".."12", or '' before a choice. */
  grade: string;
  content_type: ContentType | '';
  education_level: ProductEducationLevel | '';
  /** Whole sparks as typed. */
  price: string;
  tags: string[];
}

export const emptyProductForm: ProductFormValues = {
  title: '',
  description: '',
  subject: '',
  grade: '',
  content_type: '',
  education_level: '',
  price: '',
  tags: [],
};

export type ProductFieldName = keyof ProductFields | 'preview' | 'gallery' | 'content';
export type ProductErrors = Partial<Record<ProductFieldName, ErrorCode>>;

const FIELD_NAMES: readonly ProductFieldName[] = [
  'title', 'description', 'subject', 'grade', 'content_type', 'education_level', 'price', 'tags', 'preview', 'gallery', 'content',
];

/** The candidate object the schemas parse (an unparsable number becomes NaN, so the schema refuses it). */
function candidateOf(values: ProductFormValues): Record<string, unknown> {
  const price = values.price.trim() === '' ? undefined : (parseWholeNumber(values.price) ?? Number.NaN);
  return {
    title: values.title,
    description: values.description,
    subject: values.subject || undefined,
    grade: values.grade === '' ? undefined : Number(values.grade),
    content_type: values.content_type || undefined,
    education_level: values.education_level || undefined,
    price,
    tags: values.tags,
  };
}

/** Per-field codes of the product's fields and files (see field-errors.ts). */
export function productErrorsOf(issues: readonly Issue[] | undefined): ProductErrors {
  const errors: ProductErrors = {};
  for (const [field, code] of Object.entries(fieldCodes(issues))) {
    if (FIELD_NAMES.includes(field as ProductFieldName)) errors[field as ProductFieldName] = code;
  }
  return errors;
}

export type FieldsCheck = { ok: true; fields: ProductFields } | { ok: false; errors: ProductErrors };

export function checkProductFields(values: ProductFormValues): FieldsCheck {
  const parsed = productFieldsSchema.safeParse(candidateOf(values));
  if (parsed.success) return { ok: true, fields: parsed.data };
  return { ok: false, errors: productErrorsOf(parsed.error.issues) };
}

export interface ProductFiles<F extends FileLike = FileLike> {
  preview: F | null;
  gallery: F[];
  content: F | null;
}

export type UploadCheck = { ok: true; input: CreateProductInput } | { ok: false; errors: ProductErrors };

/** Everything the upload form sends, checked: the fields, then each file with the spec's messages. */
export function checkUploadForm(values: ProductFormValues, files: ProductFiles): UploadCheck {
  const fields = checkProductFields(values);
  const errors: ProductErrors = fields.ok ? {} : { ...fields.errors };
  const preview = checkPreviewImage(files.preview);
  if (!preview.ok) errors.preview = preview.code;
  const gallery = files.gallery.map(checkGalleryImage);
  const badImage = gallery.find((check) => !check.ok);
  if (galleryRoom(files.gallery.length) === 0 && files.gallery.length > FILE_LIMITS.galleryImages) errors.gallery = 'market/gallery-too-many';
  else if (badImage && !badImage.ok) errors.gallery = badImage.code;
  const content = checkContentFile(files.content);
  if (!content.ok) errors.content = content.code;
  if (!fields.ok || !preview.ok || !content.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = createProductSchema.safeParse({
    product: fields.fields,
    files: {
      preview: preview.declared,
      gallery: gallery.flatMap((check) => (check.ok ? [check.declared] : [])),
      content: content.declared,
    },
  });
  if (!parsed.success) return { ok: false, errors: productErrorsOf(parsed.error.issues) };
  return { ok: true, input: parsed.data };
}

export function formValuesOf(product: Pick<ProductDetail, keyof ProductFields>): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    subject: product.subject,
    grade: String(product.grade),
    content_type: product.content_type,
    education_level: product.education_level,
    price: String(product.price),
    tags: [...product.tags],
  };
}

export type EditCheck =
  | { ok: true; patch: Partial<ProductFields> | null }
  | { ok: false; errors: ProductErrors };

/** PATCH only what changed; `patch: null` when nothing did. */
export function checkEditForm(original: ProductFormValues, values: ProductFormValues): EditCheck {
  const fields = checkProductFields(values);
  if (!fields.ok) return fields;
  const before = checkProductFields(original);
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields.fields) as [keyof ProductFields, unknown][]) {
    const previous = before.ok ? before.fields[key] : undefined;
    if (JSON.stringify(previous) !== JSON.stringify(value)) patch[key] = value;
  }
  if (Object.keys(patch).length === 0) return { ok: true, patch: null };
  const parsed = productPatchSchema.safeParse(patch);
  if (!parsed.success) return { ok: false, errors: productErrorsOf(parsed.error.issues) };
  return { ok: true, patch: parsed.data };
}

/** Drops the errors of the fields that changed (the user is fixing them). */
export function clearChangedErrors(errors: ProductErrors, before: ProductFormValues, after: ProductFormValues): ProductErrors {
  const next: ProductErrors = { ...errors };
  for (const key of Object.keys(after) as (keyof ProductFormValues)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) delete next[key];
  }
  return next;
}
