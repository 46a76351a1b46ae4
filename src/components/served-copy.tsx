import { SERVED_ATTRIBUTE } from './served-frame';

/** In the browser, a served-only page's frame with the HTML it was served with (ServedFrame). */
export function ServedCopy({ path, html }: { path: string; html: string }) {
  return <div {...{ [SERVED_ATTRIBUTE]: path }} dangerouslySetInnerHTML={{ __html: html }} />;
}
