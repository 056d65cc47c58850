/** The logo: a stylised prairie horizon with a rising signal line. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="9" fill="#2450e0" />
      <path d="M6 21.5c4-3.5 7-3.5 10 0s6 3.5 10 0" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M8 15l5-4 4 3 7-6" fill="none" stroke="#5eead4" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
