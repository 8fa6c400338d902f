// Choosing a class: its id is stored (selectedClassIdAtom, local storage `classId`) and the
// class opens at its feed.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';

export function useOpenClass(): (classId: string) => void {
  const setSelected = useSetAtom(selectedClassIdAtom);
  const navigate = useNavigate();
  return useCallback(
    (classId: string) => {
      setSelected(classId);
      void navigate('/classroom/feed');
    },
    [setSelected, navigate],
  );
}
