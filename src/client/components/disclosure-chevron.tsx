/** The arrow of a control that shows or hides a part: down when closed, turned up when open. */
export function DisclosureChevron({ open }: { open: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      style={{ transform: open ? "rotate(180deg)" : undefined, transition: "transform 150ms" }}
    >
      <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
