/**
 * The index of retrying records not delivered yet (`sending` or `pending`), one empty entry per
 * record key, so the scheduled run reads only those records instead of every one kept. Mail and
 * alerts each have one, in a store of its own.
 */
import { getStore } from '@netlify/blobs';

export function recordIndex(name: string) {
  const store = () => getStore({ name, consistency: 'strong' });
  return {
    async mark(key: string): Promise<void> {
      await store().setJSON(key, {});
    },
    async unmark(key: string): Promise<void> {
      await store().delete(key);
    },
    async list(): Promise<string[]> {
      const { blobs } = await store().list();
      return blobs.map((blob) => blob.key);
    },
  };
}
