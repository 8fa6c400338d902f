// Each VARK modality's colour in the report's chart (Chakra variables with fallbacks, so dark
// mode follows).
import type { VarkModality } from '@shared/assessment-catalogue';

export const MODALITY_COLOUR: Record<VarkModality, string> = {
  visual: 'var(--chakra-colors-blue-500, #3b82f6)',
  auditory: 'var(--chakra-colors-orange-500, #f97316)',
  reading: 'var(--chakra-colors-teal-500, #14b8a6)',
  kinesthetic: 'var(--chakra-colors-pink-500, #ec4899)',
};
