import { billingLinks, brand, phone, whatsappLink } from '../config/site';
import { supportTicket } from '../content/data/blocks/header.json' with { type: 'json' };
import { Icon } from './icon';
import { WhatsAppIcon } from './whatsapp-icon';

export function TopBanner() {
  return (
    <div className="top-banner">
      <div className="container d-flex align-items-center justify-content-between gap-2">
        <p className="top-banner-slogan mb-0 d-none d-md-block">{brand.slogan}</p>
        <div className="d-flex align-items-center gap-3 ms-md-auto">
          <a
            href={whatsappLink()}
            target="_blank"
            rel="noopener noreferrer"
            className="top-banner-link"
          >
            <WhatsAppIcon size={16} /> <span>{phone.display}</span>
          </a>
          <a
            href={billingLinks.supportTicket}
            target="_blank"
            rel="noopener noreferrer"
            className="top-banner-link"
          >
            <Icon name="ticket" size={16} /> <span>{supportTicket}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
