import {
  careQuestion,
  contentQuestion,
  featuresHint,
  featuresQuestion,
  fine,
  resultHeading,
  serviceQuestion,
  sizeQuestion,
  timelineQuestion,
  waiting,
} from '../../content/data/pages/estimate.json' with { type: 'json' };
import type { EstimateStep } from '../../content/estimate-rules';

/** The estimator's questions, in its order (staff's words, in the estimator page's texts). */
export const estimateQuestions: Record<EstimateStep, { question: string; hint?: string }> = {
  service: { question: serviceQuestion },
  size: { question: sizeQuestion },
  features: { question: featuresQuestion, hint: featuresHint },
  content: { question: contentQuestion },
  timeline: { question: timelineQuestion },
  care: { question: careQuestion },
};

/** The estimator's own words: staff's (from the page's texts) and the controls' (fixed here). */
export const estimateTexts = {
  formLabel: 'Project estimator',
  submit: 'Show my estimate',
  busy: 'Working it out...',
  resultHeading,
  waiting,
  partial: 'So far, from the questions you have answered:',
  whole: 'From your answers:',
  fine,
  sendToUs: 'Send this to us',
  whatsapp: 'Discuss on WhatsApp',
  noScript:
    'The range is worked out in your browser: turn on JavaScript to see it, or send us your answers through the contact page and we will reply with a price.',
  goToStep: 'Go to the question',
} as const;

/** The element id of a question's group (the note's link points at the first to answer). */
export const estimateStepId = (step: EstimateStep) => `estimate-step-${step}`;
