import data from '../data/service-pages/cpanel-hosting.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The cpanel-hosting service page (one module per page, so each page loads only its own content). */
export const cpanelHosting = servicePageFrom(data as ServicePageFile);
