import data from '../data/service-pages/data-analytics.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The data-analytics service page (one module per page, so each page loads only its own content). */
export const dataAnalytics = servicePageFrom(data as ServicePageFile);
