// A class's colour: a named pair from CLASS_COLOURS, defaulting to its course field's pair.
import {
  CLASS_COLOURS, COURSE_FIELD_COLOURS, COURSE_FIELDS, DEFAULT_CLASS_COLOURS, type ClassColourName,
} from '../shared/constants';

type CourseField = (typeof COURSE_FIELDS)[number];

export const isClassColour = (name: unknown): name is ClassColourName =>
  typeof name === 'string' && Object.hasOwn(CLASS_COLOURS, name);

const isCourseField = (field: unknown): field is CourseField =>
  typeof field === 'string' && (COURSE_FIELDS as readonly string[]).includes(field);

/** The course field's default colour name (indigo, the spec's #6366f1/#8b5cf6, when unknown). */
export function defaultColourFor(courseField: unknown): ClassColourName {
  return isCourseField(courseField) ? COURSE_FIELD_COLOURS[courseField] : 'indigo';
}

/** The primary and secondary shades of a colour name (the spec's defaults when unknown). */
export function colourPair(name: unknown): { primary: string; secondary: string } {
  return isClassColour(name) ? { ...CLASS_COLOURS[name] } : { ...DEFAULT_CLASS_COLOURS };
}

/** A new class: the chosen colour, else the course field's. */
export function colourForNewClass(courseField: CourseField, requested?: ClassColourName): ClassColourName {
  return requested ?? defaultColourFor(courseField);
}

/**
 * A class update: an explicit colour wins; a new course field brings its own default colour
 * only when the class still had the old field's default (a colour the teacher chose stays).
 */
export function colourAfterUpdate(
  current: { course_field: unknown; colour: unknown },
  patch: { course_field?: CourseField; colour?: ClassColourName },
): ClassColourName {
  if (patch.colour) return patch.colour;
  const currentColour = isClassColour(current.colour) ? current.colour : defaultColourFor(current.course_field);
  if (patch.course_field && patch.course_field !== current.course_field && currentColour === defaultColourFor(current.course_field)) {
    return defaultColourFor(patch.course_field);
  }
  return currentColour;
}
