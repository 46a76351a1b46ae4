import { Icon } from './icon';
import { useId, useState } from 'react';
import { deferred } from './deferred';
import { WhatsAppIcon } from './whatsapp-icon';

const WhatsAppCard = deferred(() => import('./whatsapp-card').then((m) => m.WhatsAppCard));

/** Floating WhatsApp button at the bottom right that toggles a small chat card. */
export function WhatsAppWidget() {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const titleId = useId();
  return (
    <div className="whatsapp-widget">
      {open && <WhatsAppCard id={cardId} titleId={titleId} />}
      <button
        type="button"
        className="whatsapp-toggle"
        aria-label="Chat on WhatsApp"
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Icon name="close" size={26} /> : <WhatsAppIcon size={28} />}
      </button>
    </div>
  );
}
