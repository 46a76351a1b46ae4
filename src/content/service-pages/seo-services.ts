import data from '../data/service-pages/seo-services.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The seo-services service page (one module per page, so each page loads only its own content). */
export const seoServices = servicePageFrom(data as ServicePageFile);
