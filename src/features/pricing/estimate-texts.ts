import type { EstimateStep } from '../../content/estimate-rules';

/** The estimator's questions, in its order. */
export const estimateQuestions: Record<EstimateStep, { question: string; hint?: string }> = {
  service: { question: 'What do you need?' },
  size: { question: 'How big is it?' },
  features: { question: 'Which features do you need?', hint: 'Choose any, or none.' },
  content: { question: 'Who provides the texts and photos?' },
  timeline: { question: 'When do you need it?' },
  care: { question: 'Do you want a care plan after launch?' },
};

export const estimateTexts = {
  formLabel: 'Project estimator',
  submit: 'Show my estimate',
  busy: 'Working it out...',
  resultHeading: 'Your estimate',
  waiting: 'Choose a service to see the price range.',
  partial: 'So far, from the questions you have answered:',
  whole: 'From your answers:',
  fine: 'A first estimate: we confirm the price after a short call about your project. No e-mail address needed to see it.',
  sendToUs: 'Send this to us',
  whatsapp: 'Discuss on WhatsApp',
  noScript:
    'The range is worked out in your browser: turn on JavaScript to see it, or send us your answers through the contact page and we will reply with a price.',
  goToStep: 'Go to the question',
} as const;

/** The element id of a question's group (the note's link points at the first to answer). */
export const estimateStepId = (step: EstimateStep) => `estimate-step-${step}`;
