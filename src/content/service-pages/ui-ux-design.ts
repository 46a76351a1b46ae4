import data from '../data/service-pages/ui-ux-design.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The ui-ux-design service page (one module per page, so each page loads only its own content). */
export const uiUxDesign = servicePageFrom(data as ServicePageFile);
