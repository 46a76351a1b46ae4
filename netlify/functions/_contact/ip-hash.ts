/**
 * The visitor's IP is never stored or logged as it is, nor as a plain hash (every IPv4 address
 * can be hashed in minutes to reverse one): only as HMAC-SHA-256 under a secret key. The key is
 * CONTACT_IP_HASH_SECRET when set, else one generated on first use and kept in Netlify Blobs,
 * so the same IP gives the same hash across instances (the rate limit needs that).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { readVersioned, writeIfUnchanged } from './versioned-store';

export const IP_HASH_SECRET_SETTING = 'CONTACT_IP_HASH_SECRET';
export const KEY_STORE = 'contact-keys';
const KEY_NAME = 'ip-hash-key';

interface StoredKey {
  key: string;
}

/** Per instance: the generated key is read from Blobs once. */
let cachedKey: string | undefined;

async function storedKey(): Promise<string> {
  if (cachedKey) return cachedKey;
  const store = getStore({ name: KEY_STORE, consistency: 'strong' });
  const existing = await readVersioned<StoredKey>(store, KEY_NAME);
  if (existing?.value.key) return (cachedKey = existing.value.key);
  const fresh: StoredKey = { key: randomBytes(32).toString('base64') };
  // Two instances may race on the first message ever: the first write wins, both use it.
  if (await writeIfUnchanged(store, KEY_NAME, fresh, null)) return (cachedKey = fresh.key);
  const winner = await readVersioned<StoredKey>(store, KEY_NAME);
  if (!winner?.value.key) throw new Error('the IP hash key could not be stored');
  return (cachedKey = winner.value.key);
}

/** The secret the IP hash is keyed with (from the environment, else from Blobs). */
export async function ipHashKey(env: Record<string, string | undefined>): Promise<string> {
  return env[IP_HASH_SECRET_SETTING]?.trim() || storedKey();
}

export function hashIp(ip: string, key: string): string {
  return createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}

/** Tests start each suite on a fresh Blobs sandbox: forget the key read from the last one. */
export function forgetIpHashKey(): void {
  cachedKey = undefined;
}
