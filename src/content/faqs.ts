import { paymentMethods } from '../config/site';
import type { FaqFile, FaqItem } from './faqs.schema';

const listPaymentMethods = (): string =>
  `${paymentMethods.slice(0, -1).join(', ')} and ${paymentMethods[paymentMethods.length - 1]}`;

/** A FAQ's id: its file's name (lower-case words joined by hyphens), its anchor on /faqs. */
const idOf = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

export const faqs: FaqItem[] = Object.entries(
  import.meta.glob<FaqFile>('./data/faqs/*.json', { eager: true, import: 'default' }),
)
  .sort(([, a], [, b]) => a.order - b.order) // stable: equal orders keep file-name order
  .map(([file, { order: _order, ...faq }]) => ({
    ...faq,
    id: idOf(file),
    answer: faq.answer.replaceAll('{paymentMethods}', listPaymentMethods()),
  }));

export type { FaqItem } from './faqs.schema';
