import type { Testimonial } from './testimonials.schema';

/** How many testimonials the home page shows (the specification). */
export const HOME_TESTIMONIALS_COUNT = 6;

const t = (name: string, location: string, review: string): Testimonial => ({
  name,
  location,
  rating: 5,
  text: review,
});

export const testimonials: Testimonial[] = [
  t(
    'Ahmed R.',
    'Lahore, Pakistan',
    'They delivered our company website in under two weeks, exactly as promised. The package with hosting and e-mails included saved us a lot of running around.',
  ),
  t(
    'Sana K.',
    'Karachi, Pakistan',
    'Our online store finally loads fast on mobile. Orders went up within the first month and the team still answers every small request quickly.',
  ),
  t(
    'Bilal M.',
    'Islamabad, Pakistan',
    'Clear communication from the first call to launch. They explained every step in plain language and never surprised us with extra charges.',
  ),
  t(
    'Hira S.',
    'Faisalabad, Pakistan',
    'The SEO work moved our main pages to the first page of results for the searches that matter to us. Real, measurable results.',
  ),
  t(
    'Usman T.',
    'Dubai, UAE',
    'We hired them for a custom booking portal. The code is clean, the admin panel is easy, and support after launch has been excellent.',
  ),
  t(
    'Ayesha N.',
    'Multan, Pakistan',
    'Hosting has been rock solid for two years. When I needed help restoring an old file at midnight, support replied within minutes.',
  ),
  t(
    'Kamran J.',
    'Rawalpindi, Pakistan',
    'Our mobile app was published on both stores on schedule. Users love how simple it is, and crash reports dropped to almost zero.',
  ),
  t(
    'Mehwish A.',
    'Peshawar, Pakistan',
    'Their social media team planned a month of content for us in one meeting. Engagement has doubled since they took over.',
  ),
  t(
    'Farhan Q.',
    'London, UK',
    'I manage my Amazon listings from abroad, and their optimization and PPC work brought my advertising cost down while sales grew.',
  ),
  t(
    'Nadia H.',
    'Sialkot, Pakistan',
    'As an exporter we needed a professional catalogue site. They understood our products and made us look world-class.',
  ),
  t(
    'Imran B.',
    'Hyderabad, Pakistan',
    'Moving our old site to their cPanel hosting was painless. They handled the migration, e-mails and SSL without any downtime.',
  ),
  t(
    'Rabia Z.',
    'Quetta, Pakistan',
    'The UI/UX redesign made our web app so much easier that support calls from customers fell noticeably in the first weeks.',
  ),
  t(
    'Zeeshan F.',
    'Gujranwala, Pakistan',
    'Fair prices, honest advice and quick delivery. They told us what we did not need, which is rare.',
  ),
  t(
    'Maryam I.',
    'Toronto, Canada',
    'They built a Chrome extension for our internal team that saves each person an hour a day. Thoughtful, careful developers.',
  ),
  t(
    'Haris D.',
    'Lahore, Pakistan',
    'Our data analytics dashboard finally shows sales, stock and marketing in one place. Monthly reports now take minutes instead of days.',
  ),
  t(
    'Saima L.',
    'Karachi, Pakistan',
    'The Python automation they wrote processes our daily orders overnight. It has run without a single failure for months.',
  ),
  t(
    'Adnan W.',
    'Riyadh, Saudi Arabia',
    'Our AWS setup is now secure, backed up and cheaper than before. They documented everything so our team can follow it.',
  ),
  t(
    'Fatima Y.',
    'Islamabad, Pakistan',
    'I had no idea where to start with my first website. They guided me patiently and the result looks better than I imagined.',
  ),
  t(
    'Waqas G.',
    'Bahawalpur, Pakistan',
    'Domain, hosting, website and e-mails from one team, with one invoice. It makes running a small business much simpler.',
  ),
  t(
    'Amna R.',
    'Sargodha, Pakistan',
    'Our school website is now easy for staff to update, and parents find notices and fee details without calling us.',
  ),
  t(
    'Talha M.',
    'Manchester, UK',
    'Professional from start to finish. Code reviews, regular demos and on-time delivery made the project stress-free.',
  ),
  t(
    'Sadia P.',
    'Abbottabad, Pakistan',
    'The hotel booking site they built for us works beautifully on phones, and direct bookings have grown every season.',
  ),
  t(
    'Junaid K.',
    'Sukkur, Pakistan',
    'Their digital marketing plan was realistic and tracked every rupee we spent. We know exactly which campaigns bring customers.',
  ),
  t(
    'Hina C.',
    'Mardan, Pakistan',
    'Quick replies on WhatsApp, useful suggestions and a website our customers compliment. Highly recommended.',
  ),
  t(
    'Omer S.',
    'Doha, Qatar',
    'They rebuilt our slow real estate portal. Property searches are instant now and enquiries arrive straight to our sales team.',
  ),
  t(
    'Areeba V.',
    'Lahore, Pakistan',
    'Reliable hosting, regular backups and a team that treats our small business like a big client. Thank you!',
  ),
];

export type { Testimonial } from './testimonials.schema';
