import { atomWithStorage } from 'jotai/utils';

/** The class chosen in the sidebar; stored under the spec's local storage key `classId`. */
export const selectedClassIdAtom = atomWithStorage<string | null>('classId', null, undefined, { getOnInit: true });
