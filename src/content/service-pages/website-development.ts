import data from '../data/service-pages/website-development.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The website-development service page (one module per page, so each page loads only its own content). */
export const websiteDevelopment = servicePageFrom(data as ServicePageFile);
