// The hero's course scene: morning sun, fairways, a green with the flag and
// a ball on the tee. Decorative only.
// Colour exception (see src/test/themeColours.test.ts): the scene's sky,
// sun and grass shades are illustration data, drawn once here and nowhere
// else, so they stay literal instead of becoming ~20 one-use theme tokens.
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-sun" cx=".5" cy=".5" r=".5">
          <stop offset="0" stopColor="#fff4d1" />
          <stop offset=".45" stopColor="#f6d98a" stopOpacity=".9" />
          <stop offset="1" stopColor="#f6d98a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-f1" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f9e58" />
          <stop offset="1" stopColor="#1f7a41" />
        </linearGradient>
        <linearGradient id="hero-f2" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3fb56b" />
          <stop offset="1" stopColor="#25864a" />
        </linearGradient>
        <linearGradient id="hero-green" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7fd79a" />
          <stop offset="1" stopColor="#4cb873" />
        </linearGradient>
        <clipPath id="hero-clip">
          <rect width="520" height="420" rx="36" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-clip)">
        <rect width="520" height="420" fill="#1b6b3b" />
        <path d="M0 0h520v240H0z" fill="#1f7a45" />
        <circle cx="380" cy="120" r="120" fill="url(#hero-sun)" />
        <circle cx="380" cy="120" r="44" fill="#fff1c4" />
        <g fill="#ffffff" opacity=".22">
          <ellipse cx="120" cy="70" rx="62" ry="12" />
          <ellipse cx="160" cy="60" rx="38" ry="14" />
        </g>
        <path d="M0 210c80-30 170-42 260-30s170 30 260 12v228H0z" fill="#2a8a4d" />
        <g fill="#17602f">
          <ellipse cx="58" cy="190" rx="26" ry="36" />
          <ellipse cx="96" cy="198" rx="20" ry="28" />
          <ellipse cx="470" cy="176" rx="24" ry="34" />
          <ellipse cx="440" cy="188" rx="16" ry="24" />
        </g>
        <g fill="#4a3a1f">
          <rect x="55" y="212" width="6" height="24" />
          <rect x="93" y="216" width="5" height="20" />
          <rect x="467" y="198" width="6" height="26" />
        </g>
        <path d="M0 262c110-34 240-40 360-22s120 18 160 10v170H0z" fill="url(#hero-f1)" />
        <ellipse cx="330" cy="276" rx="138" ry="32" fill="url(#hero-green)" />
        <ellipse cx="330" cy="276" rx="110" ry="23" fill="#8be0a5" opacity=".55" />
        <path d="M150 300c34-10 70-10 98 0-26 12-70 14-98 0z" fill="#f1e3bb" />
        <ellipse cx="360" cy="278" rx="8" ry="2.8" fill="#0d3d20" />
        <path d="M360 277V150" stroke="#fbfbf5" strokeWidth="4.5" strokeLinecap="round" />
        <path d="M362.5 150l62 21-62 21z" fill="#f2c14e" />
        <path d="M0 336c130-30 290-34 420-16 40 5 70 8 100 6v94H0z" fill="url(#hero-f2)" />
        <path d="M0 380c150-22 330-24 520-6v46H0z" fill="#1a6a38" />
        <rect x="108" y="336" width="5" height="18" rx="1.5" fill="#f4ecd8" />
        <circle cx="110.5" cy="328" r="11" fill="#ffffff" />
        <g fill="#d8e4dc">
          <circle cx="106" cy="324" r="1.6" />
          <circle cx="113" cy="323" r="1.6" />
          <circle cx="110" cy="330" r="1.6" />
          <circle cx="116" cy="330" r="1.6" />
        </g>
        <path d="M250 88c7-5 12-5 17 0M276 76c6-4 10-4 14 0" stroke="#0d3d20" strokeWidth="2.5" fill="none" strokeLinecap="round" opacity=".6" />
      </g>
    </svg>
  );
}

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
