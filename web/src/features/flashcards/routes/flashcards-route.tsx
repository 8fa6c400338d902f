// /flashcards: flashcards built from a quiz's questions (docs/site.md). Placeholder: filled in by its owner.
export default function FlashcardsRoute() {
  return null;
}
