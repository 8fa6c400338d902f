// The class summary that Firestore keeps on a membership and on an invitation (the `class`
// field: name, course field and looks; the functions keep it in sync), read defensively. Pure.

export interface ClassSummary {
  name: string;
  course_field: string;
  theme: string;
  icon: string;
  colour: string;
  colors: { primary: string; secondary: string } | null;
}

export function classSummaryFrom(value: unknown): ClassSummary {
  const summary = (value ?? {}) as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  const colors = summary.colors as { primary?: unknown; secondary?: unknown } | undefined;
  return {
    name: text(summary.name),
    course_field: text(summary.course_field),
    theme: text(summary.theme),
    icon: text(summary.icon),
    colour: text(summary.colour),
    colors:
      colors && typeof colors.primary === 'string' && typeof colors.secondary === 'string'
        ? { primary: colors.primary, secondary: colors.secondary }
        : null,
  };
}
