/** Stub: the 4-step profile wizard modal. */
export function ProfileWizard(_props: { open: boolean; onClose: () => void }) {
  return null;
}
