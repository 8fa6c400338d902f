// The live materials list, in the query shape the reader may run (lib/materials.ts):
// teachers `orderBy('created_at', 'desc')` over all; active members
// `where('visibility', 'in', ['public', 'private'])`; anyone else `where('visibility', '==', 'public')`.
// The filtered shapes are sorted here (no composite index needed). Plain onSnapshot: errors
// come back as state with a retry, nothing is thrown or cached.
import { collection, onSnapshot, orderBy, query, where, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { materialFromDoc, materialsQueryShape, type ClassMaterial, type MaterialsAccess } from '../lib/materials';

export interface LiveMaterials {
  status: 'loading' | 'success' | 'error';
  materials: ClassMaterial[];
  error: unknown;
}

export function useLiveMaterials(classId: string, access: MaterialsAccess, attempt: number): LiveMaterials {
  const firestore = useFirestore();
  const key = `${classId}|${access}|${attempt}`;
  const [state, setState] = useState<LiveMaterials & { key: string }>({ key: '', status: 'loading', materials: [], error: null });

  useEffect(() => {
    const current = `${classId}|${access}|${attempt}`;
    const materials = collection(firestore, 'classes', classId, 'materials');
    const shape = materialsQueryShape(access);
    let listQuery: Query;
    if (shape.kind === 'all') listQuery = query(materials, orderBy('created_at', 'desc'));
    else if (shape.kind === 'visibility-in') listQuery = query(materials, where('visibility', 'in', shape.values));
    else listQuery = query(materials, where('visibility', '==', shape.value));
    return onSnapshot(
      listQuery,
      (snapshot) =>
        setState({
          key: current,
          status: 'success',
          materials: snapshot.docs.map((document) => materialFromDoc(document.id, document.data())),
          error: null,
        }),
      (error) => {
        console.warn('Materials listener failed', error);
        setState({ key: current, status: 'error', materials: [], error });
      },
    );
  }, [firestore, classId, access, attempt]);

  return state.key === key ? state : { status: 'loading', materials: [], error: null };
}
