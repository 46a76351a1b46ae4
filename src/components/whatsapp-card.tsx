import { whatsappLink } from '../config/site';

/** The WhatsApp widget's card: shown only once opened, so its code loads when the page is idle. */
export function WhatsAppCard({ id, titleId }: { id: string; titleId: string }) {
  return (
    <section id={id} className="whatsapp-card" aria-labelledby={titleId}>
      <div className="whatsapp-card-header">
        <p id={titleId} className="whatsapp-card-title mb-0">
          Chat with us
        </p>
        <p className="whatsapp-card-status mb-0">We&apos;re online!</p>
      </div>
      <div className="whatsapp-card-body">
        <p>Need help? Chat with us on WhatsApp for instant support!</p>
        <a
          href={whatsappLink()}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-whatsapp w-100"
        >
          Start Chat
        </a>
      </div>
    </section>
  );
}
