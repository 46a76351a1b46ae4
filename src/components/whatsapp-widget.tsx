import { whatsappLink } from '../config/site';
import {
  cardButton,
  cardStatus,
  cardText,
  cardTitle,
} from '../content/data/blocks/whatsapp.json' with { type: 'json' };
import { domClass } from '../lib/dom-contract';
import { Icon } from './icon';
import { WhatsAppIcon } from './whatsapp-icon';

const CARD_ID = 'whatsapp-card';

/**
 * Floating WhatsApp button at the bottom right that toggles a small chat card: a popover, so the
 * browser opens and closes it from the first paint on (and closes it on Escape or a tap outside).
 */
export function WhatsAppWidget() {
  return (
    <div className={domClass.whatsappWidget}>
      <section
        id={CARD_ID}
        popover="auto"
        className={domClass.whatsappCard}
        aria-labelledby={`${CARD_ID}-title`}
      >
        <div className="whatsapp-card-header">
          <p id={`${CARD_ID}-title`} className="whatsapp-card-title mb-0">
            {cardTitle}
          </p>
          <p className="whatsapp-card-status mb-0">{cardStatus}</p>
        </div>
        <div className="whatsapp-card-body">
          <p>{cardText}</p>
          <a
            href={whatsappLink()}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-whatsapp w-100"
          >
            {cardButton}
          </a>
        </div>
      </section>
      <button
        type="button"
        className={domClass.whatsappToggle}
        aria-label="Chat on WhatsApp"
        aria-expanded={false}
        popoverTarget={CARD_ID}
      >
        <WhatsAppIcon size={28} />
        <Icon name="close" size={26} />
      </button>
    </div>
  );
}
