// User text (a quiz title, an answer) inside a sentence of the other direction: wrapped in
// Unicode first-strong isolates, so "«Science check, week 3»: 5 أسئلة" keeps its order. Pure.
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
