// The tag chips of a product: typed words become chips on Enter or a comma (Latin or Arabic),
// trimmed, without duplicates (case-insensitive), up to 10 tags of 30 characters.
import { MARKET } from '@shared/constants';

export interface TagsChange {
  tags: string[];
  /** Some words did not fit (already 10 tags). */
  overflow: boolean;
  /** Some words were longer than 30 characters and were left out. */
  tooLong: boolean;
}

export function addTags(current: readonly string[], raw: string): TagsChange {
  const tags = [...current];
  const seen = new Set(tags.map((tag) => tag.toLocaleLowerCase()));
  let overflow = false;
  let tooLong = false;
  for (const part of raw.split(/[,،\n]/)) {
    const tag = part.trim().replace(/\s+/g, ' ').replace(/^#+/, '');
    if (!tag) continue;
    if (tag.length > MARKET.tagMaxLength) {
      tooLong = true;
      continue;
    }
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    if (tags.length >= MARKET.maxTags) {
      overflow = true;
      continue;
    }
    seen.add(key);
    tags.push(tag);
  }
  return { tags, overflow, tooLong };
}

export function removeTag(current: readonly string[], tag: string): string[] {
  return current.filter((item) => item !== tag);
}
