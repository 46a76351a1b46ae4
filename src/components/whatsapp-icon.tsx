import { Icon } from './icon';

/** The chat-bubble-with-handset glyph of WhatsApp links (in the icon sprite, no brand asset). */
export function WhatsAppIcon({ size = 24 }: { size?: number }) {
  return <Icon name="whatsapp" size={size} />;
}
