/**
 * The visitor's IP is never stored or logged as it is, nor as a plain hash (every IPv4 address
 * can be hashed in minutes to reverse one): only as HMAC-SHA-256 under a secret key. The key is
 * CONTACT_IP_HASH_SECRET, required where the site is deployed (a key kept in Blobs beside the
 * hashes would protect nothing against whoever reads the store). Served locally without it, one is
 * generated on first use and kept in the local Blobs sandbox.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
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

/** Deployed without the secret: a key of this instance, in memory only. */
let instanceKey: string | undefined;

/**
 * The secret the IP hash is keyed with: CONTACT_IP_HASH_SECRET. Deployed without it, a random
 * key of this instance, never stored (hashes then match only within one instance: the rate limit
 * is weaker, and an error says so); served locally without it, one kept in the local Blobs sandbox.
 */
export async function ipHashKey(
  env: Record<string, string | undefined>,
  local: boolean,
  log: Pick<Console, 'error'> = console,
): Promise<string> {
  const secret = env[IP_HASH_SECRET_SETTING]?.trim();
  if (secret) return secret;
  if (local) return storedKey();
  log.error(
    `[send-contact-email] !!! ${IP_HASH_SECRET_SETTING} is not set: IP hashes use a key of this ` +
      'function instance only, so the rate limit holds per instance. Set it (docs/go-live.md).',
  );
  return (instanceKey ??= randomBytes(32).toString('base64'));
}

/**
 * The part of an address that names one visitor: an IPv4 address as it is, an IPv6 address by
 * its /64 (one household or server gets a whole /64, and may use any address in it), an
 * IPv4-mapped IPv6 address as its IPv4 address. Anything else is kept as it is, trimmed.
 */
export function visitorOf(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = address.match(/^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail counts as two groups; only the first four matter here.
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const fill =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const all = [...left, ...fill, ...right];
  return `${all
    .slice(0, 4)
    .map((group) => (group.includes('.') ? '0' : group).replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function hashIp(ip: string, key: string): string {
  return createHmac('sha256', key).update(visitorOf(ip)).digest('hex').slice(0, 32);
}

/** Tests start each suite on a fresh Blobs sandbox: forget the key read from the last one. */
export function forgetIpHashKey(): void {
  cachedKey = undefined;
}
