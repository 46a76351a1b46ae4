import data from '../data/service-pages/custom-development.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The custom-development service page (one module per page, so each page loads only its own content). */
export const customDevelopment = servicePageFrom(data as ServicePageFile);
