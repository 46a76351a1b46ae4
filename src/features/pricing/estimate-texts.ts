import type { EstimateStep } from '../../content/estimate-rules';

/** The controls' words of the estimator (staff's words are in estimate-questions.ts). */
export const estimateTexts = {
  formLabel: 'Project estimator',
  submit: 'Show my estimate',
  busy: 'Working it out...',
  partial: 'So far, from the questions you have answered:',
  whole: 'From your answers:',
  sendToUs: 'Send this to us',
  whatsapp: 'Discuss on WhatsApp',
  noScript:
    'The range is worked out in your browser: turn on JavaScript to see it, or send us your answers through the contact page and we will reply with a price.',
  goToStep: 'Go to the question',
} as const;

/** The element id of a question's group (the note's link points at the first to answer). */
export const estimateStepId = (step: EstimateStep) => `estimate-step-${step}`;
