import { emails, phone, whatsappLink } from '../config/site';
import { AppLink } from './app-link';
import { Icon } from './icon';
import { WhatsAppIcon } from './whatsapp-icon';

/** The contact page's left column: Email Us, Call Us and WhatsApp cards. */
export function ContactMethods() {
  return (
    <ul className="contact-methods list-unstyled">
      <li className="contact-method card">
        <div className="card-body">
          <span className="icon-badge">
            <Icon name="mail" size={22} />
          </span>
          <div>
            <h2 className="h5">Email Us</h2>
            <p className="mb-1">
              Sales: <a href={`mailto:${emails.sales}`}>{emails.sales}</a>
            </p>
            <p className="mb-0">
              Support: <a href={`mailto:${emails.support}`}>{emails.support}</a>
            </p>
          </div>
        </div>
      </li>
      <li className="contact-method card">
        <div className="card-body">
          <span className="icon-badge">
            <Icon name="phone" size={22} />
          </span>
          <div>
            <h2 className="h5">Call Us</h2>
            <p className="mb-0">
              <AppLink href={whatsappLink()} external className="contact-method-link">
                {phone.display}
              </AppLink>
            </p>
          </div>
        </div>
      </li>
      <li className="contact-method card">
        <div className="card-body">
          <span className="icon-badge icon-badge-whatsapp">
            <WhatsAppIcon size={22} />
          </span>
          <div>
            <h2 className="h5">WhatsApp</h2>
            <p className="mb-2">Chat with us for a quick answer.</p>
            <AppLink href={whatsappLink()} external className="btn btn-whatsapp btn-icon">
              <WhatsAppIcon size={18} />
              Start WhatsApp Chat
            </AppLink>
          </div>
        </div>
      </li>
    </ul>
  );
}
