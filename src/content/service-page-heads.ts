/**
 * Each service page's head texts, by its data file's name: defined by the build
 * (__SERVICE_PAGE_HEADS__, scripts/build/content-defines.ts), or read from the folder where no
 * bundler defines them. Apart from the index so that only the module that needs them carries
 * them (src/app/route-heads.ts, which the browser loads for a navigation).
 */
import type { PageHeadTexts } from './head-facts';
import { servicePageDefines, servicePagesFromFolder } from './service-page-index';

declare const __SERVICE_PAGE_HEADS__: Record<string, PageHeadTexts> | undefined;

export function servicePageHeads(): Readonly<Record<string, PageHeadTexts>> {
  return typeof __SERVICE_PAGE_HEADS__ !== 'undefined'
    ? __SERVICE_PAGE_HEADS__
    : servicePageDefines(servicePagesFromFolder()).heads;
}
