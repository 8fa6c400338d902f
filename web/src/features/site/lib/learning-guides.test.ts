import { describe, expect, it } from 'vitest';
import { GUIDES, GUIDE_DESTINATIONS, GUIDE_ROLES, groupGuides, parseGrouping, type Guide } from './learning-guides';

describe('learning guides', () => {
  it('groups by role by default and by topic on request', () => {
    expect(parseGrouping(null)).toBe('role');
    expect(parseGrouping('role')).toBe('role');
    expect(parseGrouping('topic')).toBe('topic');
    expect(parseGrouping('TOPIC')).toBe('role');
  });

  it('puts every guide in exactly one group, in the fixed order, without empty groups', () => {
    const byRole = groupGuides(GUIDES, 'role');
    expect(byRole.map((group) => group.key)).toEqual([...GUIDE_ROLES]);
    const byTopic = groupGuides(GUIDES, 'topic');
    for (const groups of [byRole, byTopic]) {
      expect(groups.flatMap((group) => group.guides).length).toBe(GUIDES.length);
      expect(groups.every((group) => group.guides.length > 0)).toBe(true);
    }
    expect(byTopic[0]!.key).toBe('gettingStarted');
    expect(byTopic[0]!.guides.map((guide) => guide.role)).toEqual(['students', 'teachers', 'centres']);
  });

  it('leaves out topics nobody wrote about', () => {
    const few: Guide[] = [{ key: 'a', role: 'teachers', topic: 'rewards', destination: 'blog' }];
    expect(groupGuides(few, 'topic')).toEqual([{ key: 'rewards', guides: few }]);
    expect(groupGuides([], 'role')).toEqual([]);
  });

  it('links to the blog, the VARK test, Huda and the help centre', () => {
    const targets = new Set(GUIDES.map((guide) => GUIDE_DESTINATIONS[guide.destination].to));
    for (const path of ['/blogs', '/vark', '/huda-ai', '/help-center']) expect(targets).toContain(path);
    expect(new Set(GUIDES.map((guide) => guide.key)).size).toBe(GUIDES.length);
  });
});
