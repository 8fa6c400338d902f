// Each VARK modality's colour and icon, the same on the hub, the test, the chart and the tips
// (Chakra variables with fallbacks, so dark mode follows).
import type { VarkModality } from '@shared/assessment-catalogue';

export const MODALITY_PALETTE: Record<VarkModality, 'blue' | 'orange' | 'teal' | 'pink'> = {
  visual: 'blue',
  auditory: 'orange',
  reading: 'teal',
  kinesthetic: 'pink',
};

export const MODALITY_COLOUR: Record<VarkModality, string> = {
  visual: 'var(--chakra-colors-blue-500, #3b82f6)',
  auditory: 'var(--chakra-colors-orange-500, #f97316)',
  reading: 'var(--chakra-colors-teal-500, #14b8a6)',
  kinesthetic: 'var(--chakra-colors-pink-500, #ec4899)',
};
