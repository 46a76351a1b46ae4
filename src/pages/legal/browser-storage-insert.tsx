import { BrowserStorageList } from '../../components/browser-storage-list';
import { browserStorageLabels } from '../../content/legal';
import { browserStorage } from './browser-storage';

/**
 * The table of what the site keeps in the browser. Its own chunk, loaded when the page is idle:
 * it reads the storage names from the features that define them, which the first screen of a
 * legal page does not need (the served HTML already shows the table).
 */
export function BrowserStorageInsert() {
  return <BrowserStorageList entries={browserStorage} labels={browserStorageLabels} />;
}
