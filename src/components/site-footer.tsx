import { brand, emails, paymentMethods, phone, socialLinks, whatsappLink } from '../config/site';
import {
  blurb,
  companyHeading,
  paymentsHeading,
  servicesHeading,
  supportHeading,
  whatsappLink as whatsappLinkText,
} from '../content/data/blocks/footer.json' with { type: 'json' };
import type { IconName } from '../content/icon-names';
import type { MenuItem } from '../content/navigation';
import { footerCompanyLinks, footerServiceLinks, footerSupportLinks } from '../content/navigation';
import { AppLink } from './app-link';
import { BrandLogo } from './brand-logo';
import { Icon } from './icon';
import { WhatsAppIcon } from './whatsapp-icon';

const socialIcons: Record<string, IconName> = {
  facebook: 'facebook',
  instagram: 'instagram',
  linkedin: 'linkedin',
  x: 'x-logo',
  twitter: 'x-logo',
};
/** A social network's mark by its name; a network without one gets a globe. */
const socialIcon = (name: string): IconName => socialIcons[name.toLowerCase()] ?? 'globe';

/** A column of links; `split`: the whole row on small screens, its links in two columns. */
function LinkGroup({ title, links, split }: { title: string; links: MenuItem[]; split?: boolean }) {
  return (
    <nav className={split ? 'col-12 col-lg-2' : 'col-6 col-lg-2'} aria-label={title}>
      <h2 className="footer-heading">{title}</h2>
      <ul className={`list-unstyled footer-links${split ? ' footer-links-split' : ''}`}>
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
        <div className="row g-3 g-lg-4">
          <div className="col-12 col-lg-4">
            <BrandLogo artwork="onHero" alt={brand.name} lazy />
            <p className="footer-about mt-3">
              {blurb
                .replaceAll('{brandName}', brand.name)
                .replaceAll('{foundedYear}', String(brand.foundedYear))}
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
                  {whatsappLinkText}
                </a>
              </li>
            </ul>
            <ul className="list-unstyled footer-social" aria-label="Social media">
              {socialLinks.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.name}
                    title={social.name}
                  >
                    <Icon name={socialIcon(social.name)} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkGroup title={servicesHeading} links={footerServiceLinks} />
          <LinkGroup title={companyHeading} links={footerCompanyLinks} />
          <LinkGroup title={supportHeading} links={footerSupportLinks} split />
        </div>
        <div className="footer-payments">
          <h2 className="footer-heading">{paymentsHeading}</h2>
          <ul className="list-inline mb-0">
            {paymentMethods.map((method) => (
              <li key={method} className="list-inline-item payment-badge">
                {method}
              </li>
            ))}
          </ul>
        </div>
        <p className="footer-copyright mb-0">
          {`© ${brand.copyrightYear} ${brand.name}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
