// The hero's bottom edge: soft rolling hills over the photograph.
// Colour exception (see src/test/themeColours.test.ts): the hills' shades
// are illustration data, drawn once here and nowhere else.
/** Soft rolling hills along the bottom edge of the hero. */
export function HeroHills({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1440 120" preserveAspectRatio="none" className={className} aria-hidden="true" focusable="false">
      <path d="M0 70c240-50 480-60 720-34s480 40 720 6v78H0z" fill="#ffffff" opacity=".06" />
      <path d="M0 96c260-40 520-46 780-22s460 30 660 8v38H0z" fill="#ffffff" opacity=".08" />
      <path d="M0 120V104c300-26 620-30 940-12 200 11 360 14 500 6v22z" fill="#f7faf7" />
    </svg>
  );
}
