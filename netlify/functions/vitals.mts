/**
 * POST /.netlify/functions/vitals: one page view's field measurements (web vitals), sent by the
 * page when it is hidden. See _vitals/handler.ts and docs/operations.md ("Field measurements").
 */
import { createVitalsHandler } from './_vitals/handler';

export default createVitalsHandler();
