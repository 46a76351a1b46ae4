/**
 * Which portfolio project has a case study: its path by the project's site address (its `url`,
 * which the project's card has anyway). Computed by the build from the case studies
 * (vite.config.ts defines it with src/content/insights.ts's clientFacts), so the portfolio's
 * script carries paths, not the case studies. Where no bundler defines it (tests, Node
 * scripts), no project has one.
 */
export type CaseStudyPaths = Partial<Record<string, string>>;

declare const __CASE_STUDY_PATHS__: CaseStudyPaths | undefined;

export const caseStudyPaths: CaseStudyPaths =
  typeof __CASE_STUDY_PATHS__ !== 'undefined' ? __CASE_STUDY_PATHS__ : {};
