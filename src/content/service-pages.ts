import type { ServicePageContent } from './service-pages.schema';
import { customDevelopment } from './service-pages/custom-development';
import { websiteDevelopment } from './service-pages/website-development';
import { mobileApps } from './service-pages/mobile-apps';
import { pythonProgramming } from './service-pages/python-programming';
import { uiUxDesign } from './service-pages/ui-ux-design';
import { dataAnalytics } from './service-pages/data-analytics';
import { seoServices } from './service-pages/seo-services';
import { socialMediaMarketing } from './service-pages/social-media-marketing';
import { amazonMarketing } from './service-pages/amazon-marketing';
import { awsServices } from './service-pages/aws-services';
import { chromeExtensions } from './service-pages/chrome-extensions';
import { digitalMarketing } from './service-pages/digital-marketing';
import { cpanelHosting } from './service-pages/cpanel-hosting';

/** Every service page's content, by name (each page imports only its own module). */
export const servicePages = {
  customDevelopment,
  websiteDevelopment,
  mobileApps,
  pythonProgramming,
  uiUxDesign,
  dataAnalytics,
  seoServices,
  socialMediaMarketing,
  amazonMarketing,
  awsServices,
  chromeExtensions,
  digitalMarketing,
  cpanelHosting,
} satisfies Record<string, ServicePageContent>;

export type { ServicePageSection } from './service-pages.schema';
export type { Action, ServicePageContent } from './service-pages.schema';
