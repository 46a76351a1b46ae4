import data from '../data/service-pages/mobile-apps.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The mobile-apps service page (one module per page, so each page loads only its own content). */
export const mobileApps = servicePageFrom(data as ServicePageFile);
