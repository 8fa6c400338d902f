// What the area's layout hands its screens: the centre's settings (name and logo in the page
// header) and a way to replace them after a save, so the header follows at once.
import { useOutletContext } from 'react-router-dom';
import type { CentreSettings } from '@shared/schemas/centre-area';

export interface CentreLayoutContext {
  settings: CentreSettings | undefined;
  setSettings: (settings: CentreSettings) => void;
}

export function useCentreLayout(): CentreLayoutContext {
  return useOutletContext<CentreLayoutContext | undefined>() ?? { settings: undefined, setSettings: () => undefined };
}
