import { projectsDeliveredClaim } from '../config/site';
import data from './data/about.json' with { type: 'json' };
import type { AboutContent, AboutFile } from './about.schema';

const { yearsOfExperience, ...file } = data as AboutFile;

/** Years of experience the about page claims (the specification). */
export const YEARS_OF_EXPERIENCE = yearsOfExperience;

// (Two names: replaced in place, like the FAQ's {paymentMethods}, so the page needs no shared helper.)
const fill = (text: string) =>
  text
    .replaceAll('{years}', String(yearsOfExperience))
    .replaceAll('{projectsDelivered}', projectsDeliveredClaim.text);

export const aboutContent: AboutContent = {
  ...file,
  lead: fill(file.lead),
  story: file.story.map(fill),
  stats: file.stats.map((stat) => ({ value: fill(stat.value), label: fill(stat.label) })),
  values: file.values.map((card) => ({
    ...card,
    title: fill(card.title),
    description: fill(card.description),
  })),
  why: file.why.map(fill),
};

export type { AboutContent } from './about.schema';
