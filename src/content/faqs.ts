import { paymentMethods } from '../config/site';
import type { FaqFile, FaqItem } from './faqs.schema';

const listPaymentMethods = (): string =>
  `${paymentMethods.slice(0, -1).join(', ')} and ${paymentMethods[paymentMethods.length - 1]}`;

export const faqs: FaqItem[] = Object.values(
  import.meta.glob<FaqFile>('./data/faqs/*.json', { eager: true, import: 'default' }),
)
  .sort((a, b) => a.order - b.order) // stable: equal orders keep file-name order
  .map((faq) => ({
    ...faq,
    answer: faq.answer.replaceAll('{paymentMethods}', listPaymentMethods()),
  }));

export type { FaqItem } from './faqs.schema';
