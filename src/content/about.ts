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

/** Every text of the page, each with its placeholders filled in. */
const fillAll = <T>(value: T): T =>
  (typeof value === 'string'
    ? fill(value)
    : Array.isArray(value)
      ? value.map(fillAll)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item)]))
        : value) as T;

export const aboutContent: AboutContent = fillAll(file);

export type { AboutContent } from './about.schema';
