import { whatsappLink } from '../config/site';
import type { Action } from '../content/service-pages';
import { AppLink } from './app-link';
import { WhatsAppIcon } from './whatsapp-icon';

/** A call-to-action button from content data; "whatsapp" opens a chat in a new tab. */
export function ActionButton({ action, size = '' }: { action: Action; size?: '' | 'lg' }) {
  const className = `btn btn-${action.variant}${size ? ` btn-${size}` : ''}`;
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
