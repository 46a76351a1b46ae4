import { whatsappLink } from '../config/site';
import { AppLink } from './app-link';
import { Icon } from './icon';
import {
  bannerButton,
  bannerPoints,
  bannerTitle,
} from '../content/data/blocks/whatsapp.json' with { type: 'json' };
import type { IconName } from '../content/icon-names';
import { WhatsAppIcon } from './whatsapp-icon';

/** The reassurances under the button (their icons are checked by the content's schema). */
const reassurances = bannerPoints as { icon: IconName; text: string }[];

/** The shared WhatsApp banner (the specification). */
export function WhatsAppBanner() {
  return (
    <section className="whatsapp-banner" aria-labelledby="whatsapp-banner-title">
      <div className="container text-center">
        <h2 id="whatsapp-banner-title">{bannerTitle}</h2>
        <AppLink href={whatsappLink()} external className="btn btn-light btn-lg btn-icon my-3">
          <WhatsAppIcon size={22} />
          {bannerButton}
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
