// The profile wizard's success confetti (spec 001 section 4: 100 particles), above the dialog:
// the app's shared burst (lib/confetti.ts).
export { celebrate } from '@/lib/confetti';
