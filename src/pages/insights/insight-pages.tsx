// The pages of the insights and case studies, rendered by the prerenderer from their content.
import type { ComponentType } from 'react';
import { PageHeader } from '../../components/page-header';
import type { PortfolioProjectFile } from '../../content/portfolio.schema';
import type { TestimonialFile } from '../../content/testimonials.schema';
import { insights } from '../../content/insights-data';
import {
  INSIGHTS_PATH,
  listPageHead,
  listPagePath,
  paginate,
  relatedByTags,
  socialImagePath,
} from '../../content/insights';
import type { Article } from '../../content/insights';
import { ArticleList } from '../../features/insights/article-list';
import { ArticleView } from '../../features/insights/article-view';
import { CaseStudyView } from '../../features/insights/case-study-view';
import { TestimonialCard } from '../../features/testimonials/testimonial-card';

/** What the route table takes from a served page: its head, dates and article facts. */
export interface InsightPage {
  page: ComponentType;
  title: string;
  description: string;
  /** Open Graph image (a path on this site). */
  image?: string;
  /** For the sitemap: the date the page last changed. */
  lastmod?: string;
  article?: Article;
}

const LIST_LEAD =
  'Practical notes from our developers, designers and marketers on websites, software, hosting and growing a business online.';

/** A folder's entries by file name (without .json). */
const byFileName = <T,>(files: Record<string, T>): Map<string, T> =>
  new Map(
    Object.entries(files).map(([path, data]) => [
      path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
      data,
    ]),
  );
const projects = byFileName(
  import.meta.glob<PortfolioProjectFile>('../../content/data/portfolio/*.json', {
    eager: true,
    import: 'default',
  }),
);
const testimonials = byFileName(
  import.meta.glob<TestimonialFile>('../../content/data/testimonials/*.json', {
    eager: true,
    import: 'default',
  }),
);

function listPage(path: string): InsightPage | undefined {
  const pages = paginate(insights.articles);
  const index = pages.findIndex((_, i) => listPagePath(i + 1) === path);
  if (index < 0) return undefined;
  const number = index + 1;
  const { title, description } = listPageHead(number);
  return {
    title,
    description,
    lastmod: pages[index]![0]?.updated ?? pages[index]![0]?.date,
    page: () => (
      <>
        <PageHeader title={title} lead={LIST_LEAD} />
        <ArticleList articles={pages[index]!} page={number} pageCount={pages.length} />
      </>
    ),
  };
}

function articlePage(path: string): InsightPage | undefined {
  const article = insights.articles.find((item) => item.path === path);
  if (!article) return undefined;
  const related = relatedByTags(article, insights.articles);
  return {
    title: article.title,
    description: article.description,
    image: socialImagePath(article.slug),
    lastmod: article.updated ?? article.date,
    article,
    page: () => (
      <>
        <ArticleView article={article} related={related} />
      </>
    ),
  };
}

function caseStudyPage(path: string): InsightPage | undefined {
  const study = insights.caseStudies.find((item) => item.path === path);
  if (!study) return undefined;
  // The loader checked that both exist.
  const project = projects.get(study.project)!;
  const testimonial = study.testimonial ? testimonials.get(study.testimonial) : undefined;
  return {
    title: `${study.title}: case study`,
    description: study.description,
    image: study.screenshots[0]?.image,
    lastmod: study.date,
    page: () => (
      <>
        <CaseStudyView
          study={study}
          projectName={project.name}
          projectUrl={project.url}
          testimonial={testimonial && <TestimonialCard testimonial={testimonial} />}
        />
      </>
    ),
  };
}

/** The page of an insights route (a list page, an article or a case study), if there is one. */
export function insightPage(path: string): InsightPage | undefined {
  if (path === INSIGHTS_PATH || path.startsWith(`${INSIGHTS_PATH}/page/`)) return listPage(path);
  return path.startsWith(`${INSIGHTS_PATH}/`) ? articlePage(path) : caseStudyPage(path);
}
