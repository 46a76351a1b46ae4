import { whatsappLink } from '../config/site';
import { AppLink } from './app-link';
import { Icon } from './icon';
import type { IconName } from '../content/icon-names';
import { WhatsAppIcon } from './whatsapp-icon';

const reassurances: { icon: IconName; text: string }[] = [
  { icon: 'zap', text: 'Instant Response' },
  { icon: 'thumbs-up', text: 'Free Consultation' },
  { icon: 'clock', text: '24/7 Available' },
];

/** The shared WhatsApp banner (the specification). */
export function WhatsAppBanner() {
  return (
    <section className="whatsapp-banner" aria-labelledby="whatsapp-banner-title">
      <div className="container text-center">
        <h2 id="whatsapp-banner-title">Discuss Your Ideas with Us Instantly on WhatsApp</h2>
        <AppLink href={whatsappLink()} external className="btn btn-light btn-lg btn-icon my-3">
          <WhatsAppIcon size={22} />
          Let&apos;s Talk on WhatsApp
        </AppLink>
        <ul className="whatsapp-banner-points list-unstyled">
          {reassurances.map((point) => (
            <li key={point.text}>
              <Icon name={point.icon} size={18} />
              {point.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
