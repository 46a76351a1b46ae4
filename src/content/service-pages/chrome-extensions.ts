import data from '../data/service-pages/chrome-extensions.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The chrome-extensions service page (one module per page, so each page loads only its own content). */
export const chromeExtensions = servicePageFrom(data as ServicePageFile);
