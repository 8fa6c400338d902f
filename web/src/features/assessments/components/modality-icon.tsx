// The icon of a VARK modality (decorative: the text beside it names the modality).
import type { LearningStyleKey } from '@shared/assessment-catalogue';
import { LuBookOpen, LuEar, LuEye, LuHand, LuLayers } from 'react-icons/lu';

const ICONS = { visual: LuEye, auditory: LuEar, reading: LuBookOpen, kinesthetic: LuHand, multimodal: LuLayers } as const;

export function ModalityIcon({ modality }: { modality: LearningStyleKey }) {
  const Icon = ICONS[modality];
  return <Icon aria-hidden />;
}
