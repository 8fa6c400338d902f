import { VARK_QUESTION_IDS } from '@shared/assessment-catalogue';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/lib/session/memory-storage.test-util';
import { PENDING_VARK_KEY, clearPendingVark, parsePendingVark, readPendingVark, writePendingVark, type PendingVark } from './pending-vark';

const answers = Object.fromEntries(VARK_QUESTION_IDS.map((id, i) => [id, i % 2 ? ['visual'] : ['kinesthetic', 'reading']]));
const pending = { submission_id: 'abcd1234-efgh', answers, taken_at: new Date().toISOString() } as PendingVark;

describe('pending VARK answers', () => {
  it('are kept under sparks.pendingVark, read back in catalogue order, and cleared', () => {
    const store = new MemoryStorage();
    writePendingVark(pending, store);
    expect(store.keys()).toEqual([PENDING_VARK_KEY]);
    const read = readPendingVark(store);
    expect(read?.submission_id).toBe('abcd1234-efgh');
    expect(read?.answers.v01).toEqual(['reading', 'kinesthetic']);
    clearPendingVark(store);
    expect(readPendingVark(store)).toBeNull();
  });

  it('count as none when broken, incomplete or unknown', () => {
    expect(parsePendingVark(null)).toBeNull();
    expect(parsePendingVark('{nope')).toBeNull();
    expect(parsePendingVark(JSON.stringify({ ...pending, submission_id: 'short' }))).toBeNull();
    expect(parsePendingVark(JSON.stringify({ ...pending, taken_at: 'yesterday' }))).toBeNull();
    // A week later the answers are not claimed any more.
    expect(parsePendingVark(JSON.stringify({ ...pending, taken_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }))).toBeNull();
    expect(parsePendingVark(JSON.stringify({ ...pending, answers: { ...answers, v12: [] } }))).toBeNull();
    expect(parsePendingVark(JSON.stringify({ ...pending, answers: { ...answers, v03: ['smell'] } }))).toBeNull();
    const { v05: _dropped, ...missing } = answers;
    expect(parsePendingVark(JSON.stringify({ ...pending, answers: missing }))).toBeNull();
  });
});
