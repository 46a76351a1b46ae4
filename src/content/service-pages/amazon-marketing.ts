import data from '../data/service-pages/amazon-marketing.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The amazon-marketing service page (one module per page, so each page loads only its own content). */
export const amazonMarketing = servicePageFrom(data as ServicePageFile);
