/** The Mixboard mark: a mixer drum, drawn inline so it never depends on a static file. */
export function AppLogo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#4a65fe" />
      <ellipse cx="16" cy="15" rx="10" ry="7" fill="#fff" transform="rotate(-20 16 15)" />
      <path d="M9 17l14-5M10 20l12-4" stroke="#4a65fe" strokeWidth="1.6" />
      <circle cx="10" cy="25" r="2.2" fill="#fff" />
      <circle cx="22" cy="25" r="2.2" fill="#fff" />
    </svg>
  );
}
