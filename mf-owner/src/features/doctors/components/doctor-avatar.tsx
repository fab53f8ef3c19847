/**
 * Backgrounds for doctor avatars: Tailwind's 700/800 shades, each with white text well above WCAG AA (4.5:1).
 * Listed in full so Tailwind finds every class.
 */
export const AVATAR_COLOURS = [
  'bg-teal-700',
  'bg-sky-700',
  'bg-indigo-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-emerald-800',
  'bg-cyan-800',
  'bg-fuchsia-800',
  'bg-slate-700',
] as const;

/** The same colour for the same doctor everywhere: a stable hash (FNV-1a) of the doctor's id. */
export function avatarColour(doctorId: string): (typeof AVATAR_COLOURS)[number] {
  let hash = 0x811c9dc5;
  for (let i = 0; i < doctorId.length; i++) {
    hash ^= doctorId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}

/** 'Dr. Nimal Perera' → 'NP'; 'Dr. Anjali' → 'A' (titles such as Dr. are skipped). */
export function doctorInitials(fullName: string): string {
  const words = fullName
    .split(/\s+/)
    .filter((w) => w && !/^(dr|prof|mr|mrs|ms)\.?$/i.test(w));
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w.charAt(0).toUpperCase()).join('');
}

const SIZES = { md: 'h-12 w-12 text-base', lg: 'h-14 w-14 text-lg' } as const;

/**
 * A doctor's avatar: initials on a colour derived from the doctor's id. Decorative (aria-hidden): the doctor's
 * name is always written beside it.
 */
export function DoctorAvatar({ doctor, size = 'md' }: { doctor: { _id: string; fullName: string }; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      data-testid="doctor-avatar"
      className={`inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold tracking-wide text-white ${SIZES[size]} ${avatarColour(doctor._id)}`}
    >
      {doctorInitials(doctor.fullName)}
    </span>
  );
}
