/**
 * The project estimator's questions, in its order: each name is its query parameter
 * (`/estimate?service=…&size=…`). Apart from the estimator's code so the page's script can tell
 * an address with an estimate without loading it.
 */
export const estimateSteps = [
  'service',
  'size',
  'features',
  'content',
  'timeline',
  'care',
] as const;

/** Whether an address's query carries any of the estimator's answers. */
export const hasEstimateAnswers = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return estimateSteps.some((step) => params.has(step));
};
