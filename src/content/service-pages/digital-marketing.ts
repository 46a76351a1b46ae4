import data from '../data/service-pages/digital-marketing.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The digital-marketing service page (one module per page, so each page loads only its own content). */
export const digitalMarketing = servicePageFrom(data as ServicePageFile);
