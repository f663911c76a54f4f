// Placeholder; replaced by the Radix toaster.
export function Toaster() {
  return null;
}
