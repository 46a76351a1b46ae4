import { brand, emails, paymentMethods, phone, socialLinks, whatsappLink } from '../config/site';
import type { MenuItem } from '../content/navigation';
import { footerCompanyLinks, footerServiceLinks, footerSupportLinks } from '../content/navigation';
import { AppLink } from './app-link';
import { Icon } from './icon';
import { WhatsAppIcon } from './whatsapp-icon';

function LinkGroup({ title, links }: { title: string; links: MenuItem[] }) {
  return (
    <nav className="col-6 col-lg-2" aria-label={title}>
      <h2 className="footer-heading">{title}</h2>
      <ul className="list-unstyled footer-links">
        {links.map((link) => (
          <li key={link.name}>
            <AppLink href={link.href} external={link.external}>
              {link.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <img
              src={brand.logoLight}
              alt={brand.name}
              width={brand.logoWidth}
              height={brand.logoHeight}
              loading="lazy"
            />
            <p className="footer-about mt-3">
              Websites, custom software, mobile apps, hosting and digital marketing for businesses
              in Pakistan and abroad since {brand.foundedYear}.
            </p>
            <ul className="list-unstyled footer-contact">
              <li>
                <Icon name="phone" size={16} />{' '}
                <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
                  {phone.display}
                </a>
              </li>
              <li>
                <Icon name="mail" size={16} />{' '}
                <a href={`mailto:${emails.support}`}>{emails.support}</a>
              </li>
              <li>
                <WhatsAppIcon size={16} />{' '}
                <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
                  Chat on WhatsApp
                </a>
              </li>
            </ul>
            <ul className="list-inline footer-social" aria-label="Social media">
              {socialLinks.map((social) => (
                <li key={social.name} className="list-inline-item">
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkGroup title="Services" links={footerServiceLinks} />
          <LinkGroup title="Company" links={footerCompanyLinks} />
          <LinkGroup title="Support" links={footerSupportLinks} />
        </div>
        <div className="footer-payments">
          <h2 className="footer-heading">We accept</h2>
          <ul className="list-inline mb-0">
            {paymentMethods.map((method) => (
              <li key={method} className="list-inline-item payment-badge">
                {method}
              </li>
            ))}
          </ul>
        </div>
        <p className="footer-copyright mb-0">
          © {brand.copyrightYear} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
