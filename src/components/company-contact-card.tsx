import { brand, emails, phone, siteOrigin, whatsappLink } from '../config/site';
import { Icon } from './icon';

/** The company's contact card shown on the legal pages: e-mail, phone and website. */
export function CompanyContactCard() {
  return (
    <aside className="company-contact card" aria-labelledby="company-contact-title">
      <div className="card-body">
        <h2 id="company-contact-title" className="h5">
          {brand.name}
        </h2>
        <ul className="list-unstyled mb-0">
          <li>
            <Icon name="mail" size={18} />
            <span className="visually-hidden">Email: </span>
            <a href={`mailto:${emails.support}`}>{emails.support}</a>
          </li>
          <li>
            <Icon name="phone" size={18} />
            <span className="visually-hidden">Phone: </span>
            <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
              {phone.display}
            </a>
          </li>
          <li>
            <Icon name="globe" size={18} />
            <span className="visually-hidden">Website: </span>
            <a href={siteOrigin}>{brand.website}</a>
          </li>
        </ul>
      </div>
    </aside>
  );
}
