/**
 * The pages' heads with the facts filled in: defined by the build (__PAGE_HEADS__,
 * scripts/build/content-defines.ts), or read here where no bundler defines them. Apart from
 * src/content/head-facts.ts, which the route table's module needs, so that only the module that
 * needs the heads carries them (src/app/route-heads.ts, which the browser loads for a navigation).
 */
import { pageHeadsFromFiles, readInNode } from './head-facts';
import type { PageHeadTexts } from './head-facts';

declare const __PAGE_HEADS__: Record<string, PageHeadTexts> | undefined;

export const pageHeads: Record<string, PageHeadTexts> =
  typeof __PAGE_HEADS__ !== 'undefined' ? __PAGE_HEADS__ : pageHeadsFromFiles(readInNode);
