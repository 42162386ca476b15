/** The brand's small house mark (decorative). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b4f6c" />
      <path d="M16 7 6 15.5h3V25h5.5v-6h3v6H23v-9.5h3z" fill="#fff" />
      <circle cx="23.5" cy="9.5" r="2.5" fill="#f4b942" />
    </svg>
  );
}
