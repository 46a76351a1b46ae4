import data from '../data/service-pages/python-programming.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The python-programming service page (one module per page, so each page loads only its own content). */
export const pythonProgramming = servicePageFrom(data as ServicePageFile);
