import { Icon } from './icon';
import { useId, useState } from 'react';
import { whatsappLink } from '../config/site';
import { WhatsAppIcon } from './whatsapp-icon';

/** Floating WhatsApp button at the bottom right that toggles a small chat card. */
export function WhatsAppWidget() {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const titleId = useId();
  return (
    <div className="whatsapp-widget">
      {open && (
        <section id={cardId} className="whatsapp-card" aria-labelledby={titleId}>
          <div className="whatsapp-card-header">
            <p id={titleId} className="whatsapp-card-title mb-0">
              Chat with us
            </p>
            <p className="whatsapp-card-status mb-0">We&apos;re online!</p>
          </div>
          <div className="whatsapp-card-body">
            <p>Need help? Chat with us on WhatsApp for instant support!</p>
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-whatsapp w-100"
            >
              Start Chat
            </a>
          </div>
        </section>
      )}
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
