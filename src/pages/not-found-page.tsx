import { AppLink } from '../components/app-link';
import { domAttr } from '../lib/dom-contract';
import { Icon } from '../components/icon';
import { WhatsAppIcon } from '../components/whatsapp-icon';
import { emails, phone, whatsappLink } from '../config/site';
import { button, text, title } from '../content/data/pages/not-found.json' with { type: 'json' };
import { primaryNav } from '../content/navigation';

/** Where a lost visitor may go on: the main pages besides home (the button). */
const ways = [
  ...primaryNav.before.filter((item) => item.href !== '/'),
  { name: primaryNav.servicesLabel, href: '/#services', icon: 'layers' as const },
  ...primaryNav.after,
];

export function NotFoundPage() {
  return (
    <section className="not-found container" {...{ [domAttr.notFound]: '' }}>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <AppLink href="/" className="btn btn-primary">
        {button}
      </AppLink>
      <nav className="not-found-ways" aria-labelledby="not-found-pages">
        <h2 id="not-found-pages" className="h5">
          Main pages
        </h2>
        <ul className="list-unstyled">
          {ways.map((item) => (
            <li key={item.href}>
              <AppLink href={item.href} className="pill">
                <Icon name={item.icon} size={18} />
                {item.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="not-found-ways">
        <h2 className="h5">Talk to us</h2>
        <ul className="list-unstyled">
          <li>
            <AppLink href={whatsappLink()} external className="pill">
              <WhatsAppIcon size={18} />
              WhatsApp
            </AppLink>
          </li>
          <li>
            <a href={`mailto:${emails.support}`} className="pill" title={emails.support}>
              <Icon name="mail" size={18} />
              Email us
            </a>
          </li>
          <li>
            <AppLink href={whatsappLink()} external className="pill">
              <Icon name="phone" size={18} />
              {phone.display}
            </AppLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
