// How a class looks (spec 000/001 section 3): its theme (one of 8) paints the card banner and
// the class header; its colour pair (one of the 12 CLASS_COLOURS names, by default the course
// field's pair) paints the icon bubble and accents; its icon is one of CLASS_ICONS.
// Pure data, shared by the sidebar and the classes feature.
import type { IconType } from 'react-icons';
import {
  LuAtom, LuBook, LuCalculator, LuCode, LuFlaskConical, LuGlobe, LuLandmark, LuLanguages, LuMusic, LuPalette,
  LuPencil, LuStar,
} from 'react-icons/lu';
import {
  CLASS_COLOURS, CLASS_ICONS, CLASS_THEMES, COURSE_FIELD_COLOURS, COURSE_FIELDS, DEFAULT_CLASS_COLOURS,
  type ClassColourName,
} from '@shared/constants';

export type ClassTheme = (typeof CLASS_THEMES)[number];
export type ClassIcon = (typeof CLASS_ICONS)[number];
export type CourseField = (typeof COURSE_FIELDS)[number];

/** Banner gradients, dark enough for white text (at least 4.5:1 at their lightest end). */
export const THEME_GRADIENTS: Record<ClassTheme, { from: string; to: string }> = {
  purple_sky: { from: '#5b21b6', to: '#1d4ed8' },
  cherry_blossom: { from: '#be185d', to: '#9d174d' },
  warm_sunset: { from: '#c2410c', to: '#be123c' },
  green_meadow: { from: '#15803d', to: '#0f766e' },
  ocean_blue: { from: '#0369a1', to: '#1e3a8a' },
  fruity: { from: '#be123c', to: '#a16207' },
  midnight: { from: '#1e1b4b', to: '#0f172a' },
  autumn: { from: '#92400e', to: '#9a3412' },
};

export const CLASS_ICON_COMPONENTS: Record<ClassIcon, IconType> = {
  book: LuBook,
  flask: LuFlaskConical,
  calculator: LuCalculator,
  globe: LuGlobe,
  palette: LuPalette,
  music: LuMusic,
  code: LuCode,
  language: LuLanguages,
  landmark: LuLandmark,
  atom: LuAtom,
  pencil: LuPencil,
  star: LuStar,
};

export function isClassTheme(value: unknown): value is ClassTheme {
  return typeof value === 'string' && (CLASS_THEMES as readonly string[]).includes(value);
}

export function isClassIcon(value: unknown): value is ClassIcon {
  return typeof value === 'string' && (CLASS_ICONS as readonly string[]).includes(value);
}

export function isCourseField(value: unknown): value is CourseField {
  return typeof value === 'string' && (COURSE_FIELDS as readonly string[]).includes(value);
}

export function isClassColour(value: unknown): value is ClassColourName {
  return typeof value === 'string' && Object.hasOwn(CLASS_COLOURS, value);
}

/** CSS background of a theme's banner (unknown themes get the first one). */
export function themeBackground(theme: unknown): string {
  const { from, to } = THEME_GRADIENTS[isClassTheme(theme) ? theme : 'purple_sky'];
  return `linear-gradient(135deg, ${from}, ${to})`;
}

export function iconFor(icon: unknown): IconType {
  return CLASS_ICON_COMPONENTS[isClassIcon(icon) ? icon : 'book'];
}

/** The course field's default colour name (indigo, the spec's #6366f1 / #8b5cf6, when unknown). */
export function fieldColourName(field: unknown): ClassColourName {
  return isCourseField(field) ? COURSE_FIELD_COLOURS[field] : 'indigo';
}

/** The class's colour pair: its stored pair, else its colour name's, else the field's, else the default. */
export function classColours(look: { colors?: { primary?: unknown; secondary?: unknown } | null; colour?: unknown; course_field?: unknown }): {
  primary: string;
  secondary: string;
} {
  const hex = (value: unknown) => typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);
  if (look.colors && hex(look.colors.primary) && hex(look.colors.secondary)) {
    return { primary: look.colors.primary as string, secondary: look.colors.secondary as string };
  }
  if (isClassColour(look.colour)) return { ...CLASS_COLOURS[look.colour] };
  if (isCourseField(look.course_field)) return { ...CLASS_COLOURS[COURSE_FIELD_COLOURS[look.course_field]] };
  return { ...DEFAULT_CLASS_COLOURS };
}

/** CSS background of the icon bubble. */
export function colourBackground(colours: { primary: string; secondary: string }): string {
  return `linear-gradient(135deg, ${colours.primary}, ${colours.secondary})`;
}
