/** How answers become verdicts (the specification); pure, so every branch is tested. */

export type Verdict = 'available' | 'taken';

/** A source's reading: a verdict, or 'undecided' when DNS should decide (.pk names). */
export type Reading = Verdict | 'undecided';

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * RDAP status: for non-.pk names 404 is available, 2xx taken and anything else (429, 5xx, a
 * redirect not followed…) not available, as the specification says: only timeouts and network errors move on
 * to the next source. For .pk names 2xx is taken and anything else leaves it to DNS.
 */
export function interpretRdapStatus(status: number, pk: boolean): Reading {
  if (isSuccess(status)) return 'taken';
  if (pk) return 'undecided';
  return status === 404 ? 'available' : 'taken';
}

/** DNS response code for a name that does not exist. */
const NXDOMAIN = 3;

/**
 * DNS decides .pk names: Status 3 (NXDOMAIN) is available; Status 0 with NS records in Answer or
 * Authority is taken; anything else (other codes, no NS records, a malformed body) is not
 * available either, so only a name the DNS says does not exist is offered.
 */
export function interpretDnsAnswer(answer: unknown): Verdict {
  const status =
    typeof answer === 'object' && answer !== null && (answer as { Status?: unknown }).Status;
  return status === NXDOMAIN ? 'available' : 'taken';
}
