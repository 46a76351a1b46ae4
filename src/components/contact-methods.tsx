import { emails, phone, whatsappLink } from '../config/site';
import {
  callHeading,
  emailHeading,
  salesLabel,
  supportLabel,
  whatsappButton,
  whatsappHeading,
  whatsappText,
} from '../content/data/blocks/contact-methods.json' with { type: 'json' };
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
            <h2 className="h5">{emailHeading}</h2>
            <p className="mb-1">
              {salesLabel} <a href={`mailto:${emails.sales}`}>{emails.sales}</a>
            </p>
            <p className="mb-0">
              {supportLabel} <a href={`mailto:${emails.support}`}>{emails.support}</a>
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
            <h2 className="h5">{callHeading}</h2>
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
            <h2 className="h5">{whatsappHeading}</h2>
            <p className="mb-2">{whatsappText}</p>
            <AppLink href={whatsappLink()} external className="btn btn-whatsapp btn-icon">
              <WhatsAppIcon size={18} />
              {whatsappButton}
            </AppLink>
          </div>
        </div>
      </li>
    </ul>
  );
}
