import { whatsappLink } from '../config/site';
import type { Action } from '../content/service-pages';
import { AppLink } from './app-link';
import { WhatsAppIcon } from './whatsapp-icon';

// Whole class names, written out: the build keeps only the CSS whose classes the code names.
const variantClass: Record<Action['variant'], string> = {
  primary: 'btn btn-primary',
  light: 'btn btn-light',
  'outline-primary': 'btn btn-outline-primary',
  whatsapp: 'btn btn-whatsapp',
};

/** A call-to-action button from content data; "whatsapp" opens a chat in a new tab. */
export function ActionButton({ action, size = '' }: { action: Action; size?: '' | 'lg' }) {
  const className = `${variantClass[action.variant]}${size === 'lg' ? ' btn-lg' : ''}`;
  if (action.to === 'whatsapp')
    return (
      <AppLink href={whatsappLink()} external className={`${className} btn-icon`}>
        <WhatsAppIcon size={20} />
        {action.label}
      </AppLink>
    );
  return (
    <AppLink href={action.to} external={action.external} className={className}>
      {action.label}
    </AppLink>
  );
}
