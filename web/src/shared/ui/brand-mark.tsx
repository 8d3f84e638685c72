/** The Talent Bridge logo mark: a bridge arc over three pillars. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--tb-brand, #0f3d91)" />
      <path d="M5 21c3.5-7 7-10 11-10s7.5 3 11 10" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M4 22h24M10 16v6M16 11v11M22 16v6" stroke="#5cc8ff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
