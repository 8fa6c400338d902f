export function UnderDevelopment() {
  return null;
}
