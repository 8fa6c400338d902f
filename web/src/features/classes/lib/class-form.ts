// The create/edit class form (spec 000 section 3: name, course field, description, icon,
// theme, colour). The colour follows the course field's default pair until the teacher picks
// one. Validation uses the shared request schemas. Pure.
import { COURSE_FIELD_COLOURS, type ClassColourName } from '@shared/constants';
import { createClassRequestSchema, updateClassRequestSchema, type CreateClassRequest } from '@shared/schemas/class';
import {
  fieldColourName, isClassColour, isClassIcon, isClassTheme, isCourseField, type ClassIcon, type ClassTheme,
  type CourseField,
} from '@/lib/classes/class-look';

export interface ClassFormValues {
  name: string;
  course_field: CourseField | '';
  description: string;
  icon: ClassIcon;
  theme: ClassTheme;
  colour: ClassColourName;
  /** False while the colour still follows the course field. */
  colourChosen: boolean;
}

export const EMPTY_CLASS_FORM: ClassFormValues = {
  name: '',
  course_field: '',
  description: '',
  icon: 'book',
  theme: 'purple_sky',
  colour: 'indigo',
  colourChosen: false,
};

/** The form filled from a class (edit). */
export function classFormFrom(doc: {
  name?: unknown;
  course_field?: unknown;
  description?: unknown;
  icon?: unknown;
  theme?: unknown;
  colour?: unknown;
}): ClassFormValues {
  const field = isCourseField(doc.course_field) ? doc.course_field : '';
  const colour = isClassColour(doc.colour) ? doc.colour : fieldColourName(field);
  return {
    name: typeof doc.name === 'string' ? doc.name : '',
    course_field: field,
    description: typeof doc.description === 'string' ? doc.description : '',
    icon: isClassIcon(doc.icon) ? doc.icon : 'book',
    theme: isClassTheme(doc.theme) ? doc.theme : 'purple_sky',
    colour,
    colourChosen: !field || colour !== COURSE_FIELD_COLOURS[field],
  };
}

/** A new course field: the colour follows it unless the teacher chose one. */
export function withCourseField(values: ClassFormValues, field: CourseField | ''): ClassFormValues {
  return {
    ...values,
    course_field: field,
    colour: values.colourChosen || !field ? values.colour : COURSE_FIELD_COLOURS[field],
  };
}

export function withColour(values: ClassFormValues, colour: ClassColourName): ClassFormValues {
  return { ...values, colour, colourChosen: true };
}

function requestOf(values: ClassFormValues): CreateClassRequest {
  return {
    name: values.name,
    course_field: values.course_field as CourseField,
    description: values.description,
    icon: values.icon,
    theme: values.theme,
    colour: values.colour,
  };
}

/** POST /classes body, checked by the shared schema. */
export function createRequestOf(values: ClassFormValues) {
  return createClassRequestSchema.safeParse(requestOf(values));
}

/** PATCH /classes/{id} body: only the fields that changed (an empty object when none did). */
export function updateRequestOf(values: ClassFormValues, before: ClassFormValues) {
  const next = requestOf(values);
  const previous = requestOf(before);
  const comparable = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const keys = Object.keys(next) as (keyof CreateClassRequest)[];
  const changed = Object.fromEntries(
    keys.filter((key) => comparable(next[key]) !== comparable(previous[key])).map((key) => [key, next[key]]),
  );
  return updateClassRequestSchema.safeParse(changed);
}
