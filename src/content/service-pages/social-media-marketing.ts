import data from '../data/service-pages/social-media-marketing.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The social-media-marketing service page (one module per page, so each page loads only its own content). */
export const socialMediaMarketing = servicePageFrom(data as ServicePageFile);
