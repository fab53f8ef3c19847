/**
 * The landing hero's illustration: a small clinic with a dog and a cat waiting outside, under a heartbeat. Drawn
 * inline (no image request, ~2 KB of markup, no library) in the hero's teal palette. Decorative: the heading
 * and tagline beside it say everything, so it is hidden from assistive technology.
 */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 420 340"
      className={className}
      data-testid="hero-illustration"
    >
      {/* Soft backdrop */}
      <circle cx="214" cy="170" r="150" fill="#115e59" />
      <circle
        cx="214"
        cy="170"
        r="150"
        fill="none"
        stroke="#5eead4"
        strokeOpacity=".25"
        strokeWidth="2"
        strokeDasharray="4 10"
      />
      {/* Heartbeat */}
      <path
        d="M72 78h62l12-22 16 44 14-30 8 8h164"
        fill="none"
        stroke="#99f6e4"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M214 58c-7-12-26-9-26 6 0 12 17 21 26 28 9-7 26-16 26-28 0-15-19-18-26-6z" fill="#fda4af" />
      {/* Clinic */}
      <path d="M140 150l74-44 74 44v108H140z" fill="#f0fdfa" />
      <path
        d="M128 156l86-54 86 54"
        fill="none"
        stroke="#ccfbf1"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="214" cy="160" r="22" fill="#0d9488" />
      <path d="M208 146h12v8h8v12h-8v8h-12v-8h-8v-12h8z" fill="#fff" />
      <rect x="194" y="204" width="40" height="54" rx="6" fill="#0f766e" />
      <circle cx="225" cy="232" r="3" fill="#ccfbf1" />
      <rect x="154" y="198" width="26" height="22" rx="4" fill="#99f6e4" />
      <rect x="248" y="198" width="26" height="22" rx="4" fill="#99f6e4" />
      {/* Ground */}
      <path d="M76 258h276" stroke="#5eead4" strokeOpacity=".5" strokeWidth="4" strokeLinecap="round" />
      {/* Dog, sitting on the left */}
      <g fill="#fcd34d">
        <ellipse cx="104" cy="232" rx="26" ry="26" />
        <rect x="84" y="238" width="14" height="20" rx="7" />
        <rect x="110" y="238" width="14" height="20" rx="7" />
        <circle cx="110" cy="196" r="20" />
        <path
          d="M128 222c14-6 18-20 14-30"
          fill="none"
          stroke="#fcd34d"
          strokeWidth="8"
          strokeLinecap="round"
        />
      </g>
      <path d="M92 184c-8 2-12 16-6 26 6-2 10-12 10-20z" fill="#b45309" />
      <path d="M124 182c8 2 12 16 6 26-6-2-10-12-10-20z" fill="#b45309" />
      <circle cx="103" cy="195" r="2.6" fill="#134e4a" />
      <circle cx="117" cy="195" r="2.6" fill="#134e4a" />
      <ellipse cx="110" cy="204" rx="4.5" ry="3.2" fill="#134e4a" />
      {/* Cat, sitting on the right */}
      <g fill="#e2e8f0">
        <path d="M300 258c-4-30 4-50 24-50s28 20 24 50z" />
        <circle cx="324" cy="196" r="18" />
        <path d="M308 188l-2-20 14 10zM340 188l2-20-14 10z" />
        <path
          d="M348 252c18 0 22-16 14-26"
          fill="none"
          stroke="#e2e8f0"
          strokeWidth="7"
          strokeLinecap="round"
        />
      </g>
      <circle cx="317" cy="195" r="2.4" fill="#134e4a" />
      <circle cx="331" cy="195" r="2.4" fill="#134e4a" />
      <path d="M321 203l3 2 3-2" fill="none" stroke="#134e4a" strokeWidth="2" strokeLinecap="round" />
      {/* Paw prints */}
      <g fill="#5eead4" fillOpacity=".45">
        <circle cx="366" cy="110" r="7" />
        <circle cx="357" cy="98" r="3" />
        <circle cx="366" cy="94" r="3" />
        <circle cx="375" cy="98" r="3" />
        <circle cx="58" cy="140" r="6" />
        <circle cx="50" cy="130" r="2.6" />
        <circle cx="58" cy="126" r="2.6" />
        <circle cx="66" cy="130" r="2.6" />
      </g>
    </svg>
  );
}
