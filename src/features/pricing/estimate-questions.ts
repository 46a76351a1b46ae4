// Staff's words of the estimator (src/content/data/pages/estimate.json, the editor's "Project
// estimator page"), apart from the controls' words so that what reads those loads no JSON.
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

/** The estimator's questions, in its order. */
export const estimateQuestions: Record<EstimateStep, { question: string; hint?: string }> = {
  service: { question: serviceQuestion },
  size: { question: sizeQuestion },
  features: { question: featuresQuestion, hint: featuresHint },
  content: { question: contentQuestion },
  timeline: { question: timelineQuestion },
  care: { question: careQuestion },
};

/** The result's heading and the lines in and under it. */
export const estimateResultTexts = { resultHeading, waiting, fine };
