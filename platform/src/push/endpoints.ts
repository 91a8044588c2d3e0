// Where the shop sends a customer's Web Push messages (docs/orders.md "Notifications"): the one place that says
// which endpoints are push services. A subscription's endpoint comes from the customer, and the worker opens a TLS
// connection to it on every order step, so an endpoint must be on a push service browsers really use
// (`PUSH_ALLOWED_HOSTS`), and, whatever that list, never reach a loopback, private, link-local, unique-local, CGNAT or
// otherwise non-public address. Checked when the customer subscribes (command-api) and again when the worker sends,
// where the connection itself goes through `pushLookup`: the addresses it connects to are the ones just checked, so a
// name that answers a public address to the check and a private one to the connection (DNS rebinding) cannot switch.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError } from '@shop/contracts';
import type { Config } from '../config';

/**
 * The push services of the browsers, as host suffixes (a suffix is that host and every host under it): Firebase
 * Cloud Messaging (Chrome, Android browsers, Opera), Mozilla autopush (Firefox: updates.push.services.mozilla.com),
 * Apple (Safari: web.push.apple.com) and Windows Push Notification Services (Edge on Windows: *.notify.windows.com).
 */
export const defaultPushHosts: readonly string[] = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export type PushEndpointPolicy = {
  /** Host suffixes the shop sends to (lower case). */
  allowedHosts: readonly string[];
  /** Tests only: loopback addresses too (the tests' local push service on 127.0.0.1). Off in production. */
  allowLoopback: boolean;
  /** Every address of a host name; the system resolver (getaddrinfo, /etc/hosts included) by default. */
  resolve?: (host: string) => Promise<string[]>;
};

/** What production sends to: the browsers' push services, never a loopback address. */
export const defaultPushEndpointPolicy: PushEndpointPolicy = {
  allowedHosts: defaultPushHosts,
  allowLoopback: false,
};

/** The policy of PUSH_ALLOWED_HOSTS and PUSH_ALLOW_LOOPBACK (platform/src/config.ts). */
export const pushEndpointPolicy = (
  config: Partial<Pick<Config, 'PUSH_ALLOWED_HOSTS' | 'PUSH_ALLOW_LOOPBACK'>>,
): PushEndpointPolicy => ({
  allowedHosts: config.PUSH_ALLOWED_HOSTS ?? defaultPushHosts,
  allowLoopback: config.PUSH_ALLOW_LOOPBACK ?? false,
});

/** A refused endpoint: 400 `push.endpoint_not_allowed`; `reason` is for the logs and tests, never in the answer. */
export class PushEndpointRefused extends DomainError {
  constructor(readonly reason: string) {
    super('push.endpoint_not_allowed');
    this.name = 'PushEndpointRefused';
  }
}

/** How long a subscription's DNS answer may take when the customer subscribes. */
const RESOLVE_TIMEOUT_MS = 3_000;

/**
 * Whether the shop may connect to this address: public unicast only (ipaddr.js's ranges; an IPv4-mapped IPv6 address
 * is classified as the IPv4 address it carries), loopback too when the policy allows it for tests.
 */
export function isAllowedPushAddress(address: string, policy: PushEndpointPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (policy.allowLoopback && range === 'loopback');
}

/** The URL's host as the connection uses it: no IPv6 brackets, no trailing dot, lower case. */
const hostOf = (hostname: string) =>
  hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

const onAllowList = (host: string, policy: PushEndpointPolicy) =>
  policy.allowedHosts.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));

/**
 * The endpoint's host, when the endpoint is an https URL without credentials on an allowed push service and, when
 * it is written as an address (`https://2130706433/` is 127.0.0.1 once parsed), that address is allowed; otherwise
 * throws PushEndpointRefused. No DNS: `resolvePushHost` checks the addresses of a name.
 */
export function pushEndpointHost(endpoint: string, policy: PushEndpointPolicy): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused('not a URL');
  }
  if (url.protocol !== 'https:') throw new PushEndpointRefused('not https');
  if (url.username || url.password) throw new PushEndpointRefused('credentials in the URL');
  const host = hostOf(url.hostname);
  if (isIP(host) && !isAllowedPushAddress(host, policy))
    throw new PushEndpointRefused(`${host} is not a public address`);
  if (!onAllowList(host, policy)) throw new PushEndpointRefused(`${host} is not a known push service`);
  return host;
}

const systemResolve = async (host: string) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

const notFound = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);

/**
 * The addresses of an allowed host, each one allowed: a name with any non-public address is refused altogether (it
 * is not a push service's). A name that does not exist is refused; another DNS failure is thrown as it is.
 */
export async function resolvePushHost(
  hostname: string,
  policy: PushEndpointPolicy,
): Promise<{ address: string; family: 4 | 6 }[]> {
  const host = hostOf(hostname);
  if (!onAllowList(host, policy)) throw new PushEndpointRefused(`${host} is not a known push service`);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch (error) {
      if (notFound.has((error as NodeJS.ErrnoException).code ?? ''))
        throw new PushEndpointRefused(`${host} does not resolve`);
      throw error;
    }
  }
  if (addresses.length === 0) throw new PushEndpointRefused(`${host} has no address`);
  const refused = addresses.find((address) => !isAllowedPushAddress(address, policy));
  if (refused !== undefined) throw new PushEndpointRefused(`${host} resolves to ${refused}, not public`);
  return addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
}

/**
 * The subscribe-time check: the endpoint's URL and host, and every address its name resolves to now. A DNS answer
 * that does not come in time (or another DNS failure) is `unavailable` (503): the customer may try again.
 */
export async function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): Promise<void> {
  const host = pushEndpointHost(endpoint, policy);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DomainError('unavailable')), RESOLVE_TIMEOUT_MS);
  });
  try {
    await Promise.race([resolvePushHost(host, policy), late]);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('unavailable');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The `lookup` of the worker's push connections (node:net calls it for a host name, never for an address, which
 * `pushEndpointHost` checks before the request): the connection goes to the addresses `resolvePushHost` allowed.
 */
export const pushLookup =
  (policy: PushEndpointPolicy): LookupFunction =>
  (hostname, options, callback) => {
    resolvePushHost(hostname, policy).then(
      (all) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const addresses = wanted ? all.filter((a) => a.family === wanted) : all;
        if (addresses.length === 0)
          return callback(new PushEndpointRefused(`${hostname} has no IPv${wanted} address`), '', 0);
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
