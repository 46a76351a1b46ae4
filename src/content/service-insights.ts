/**
 * Each service page's newest articles, computed by the build from the content (vite.config.ts
 * defines them with src/content/insights.ts's clientFacts), so the service pages' scripts carry
 * a few titles and paths, never the files or their Markdown pipeline. Where no bundler defines
 * them (tests, Node scripts), there are none.
 */

/** What a service page shows of an article. */
export interface ServiceInsight {
  path: string;
  title: string;
  date: string;
  /** The date as the page shows it ("2 October 2026"). */
  dateText: string;
}

/** A service's newest articles (at most three), by the service's tag ("seo-services"). */
export type ServiceInsights = Partial<Record<string, ServiceInsight[]>>;

declare const __SERVICE_INSIGHTS__: ServiceInsights | undefined;

export const serviceInsights: ServiceInsights =
  typeof __SERVICE_INSIGHTS__ !== 'undefined' ? __SERVICE_INSIGHTS__ : {};
