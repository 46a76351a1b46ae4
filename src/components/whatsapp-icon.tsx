/** A chat-bubble-with-handset glyph for WhatsApp links (drawn here, no brand asset needed). */
export function WhatsAppIcon({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 21l1.65-4.95A9 9 0 1 1 8.05 19.4z" />
      <path d="M9.2 8.6c.2-.5.6-.6.9-.6h.4l.9 2-.7.9c.5 1 1.3 1.8 2.3 2.3l.9-.7 2 .9v.4c0 .3-.1.7-.6.9-.6.3-1.6.4-3.2-.6-1.3-.8-2.3-1.9-2.9-3.1-.5-1-.5-1.9 0-2.4z" />
    </svg>
  );
}
