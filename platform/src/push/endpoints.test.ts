import { describe, expect, it } from 'vitest';
import {
  checkPushEndpoint,
  defaultPushEndpointPolicy,
  isAllowedPushAddress,
  pushEndpointHost,
  pushEndpointPolicy,
  pushLookup,
  PushEndpointRefused,
  type PushEndpointPolicy,
} from './endpoints';

/** Where the URLs of the issue point; none of them is a push service. */
const hostile = [
  'https://127.0.0.1:6379/',
  'https://localhost:3000/api/orders',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/',
  'https://2130706433/',
  'https://0x7f.1/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::1]/',
  'https://[fe80::1]/',
  'https://[fd00::1]/',
  'https://100.64.0.1/',
  'https://0.0.0.0/',
  'https://192.168.1.1/',
  'https://[64:ff9b::7f00:1]/',
];
const hostsOf = (urls: string[]) => urls.map((u) => new URL(u).hostname.replace(/^\[(.*)\]$/, '$1'));
const refusal = async (endpoint: string, policy: PushEndpointPolicy) => {
  try {
    await checkPushEndpoint(endpoint, policy);
    return 'accepted';
  } catch (error) {
    if (error instanceof PushEndpointRefused) return error.code;
    throw error;
  }
};

describe('push endpoints', () => {
  it('refuses every hostile URL with the default list', async () => {
    for (const url of hostile)
      expect(await refusal(url, defaultPushEndpointPolicy), url).toBe('push.endpoint_not_allowed');
  });

  it('refuses them too when the list names their hosts: never a non-public address', async () => {
    const policy = { allowedHosts: hostsOf(hostile), allowLoopback: false };
    for (const url of hostile) expect(await refusal(url, policy), url).toBe('push.endpoint_not_allowed');
  });

  it('accepts the browsers’ push services when their names resolve to public addresses', async () => {
    const resolve = async () => ['142.250.180.10', '2a00:1450:4006:80b::200a'];
    const policy = { ...defaultPushEndpointPolicy, resolve };
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGxV',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ])
      expect(await refusal(url, policy), url).toBe('accepted');
    for (const url of [
      'https://fcm.googleapis.com.attacker.example/x',
      'https://notfcm.googleapis.com/x',
      'http://fcm.googleapis.com/x',
      'https://user:pw@fcm.googleapis.com/x',
    ])
      expect(await refusal(url, policy), url).toBe('push.endpoint_not_allowed');
  });

  it('refuses an allowed name that resolves to any non-public address', async () => {
    for (const addresses of [['10.1.2.3'], ['142.250.180.10', '127.0.0.1'], ['::ffff:169.254.169.254'], []]) {
      const policy = { ...defaultPushEndpointPolicy, resolve: async () => addresses };
      expect(await refusal('https://fcm.googleapis.com/fcm/send/abc', policy), addresses.join()).toBe(
        'push.endpoint_not_allowed',
      );
    }
  });

  it('allows loopback only when the tests say so', () => {
    expect(isAllowedPushAddress('127.0.0.1', defaultPushEndpointPolicy)).toBe(false);
    expect(isAllowedPushAddress('127.0.0.1', { allowedHosts: [], allowLoopback: true })).toBe(true);
    expect(isAllowedPushAddress('10.0.0.1', { allowedHosts: [], allowLoopback: true })).toBe(false);
    const testPolicy = pushEndpointPolicy({ PUSH_ALLOWED_HOSTS: ['127.0.0.1'], PUSH_ALLOW_LOOPBACK: true });
    expect(pushEndpointHost('https://127.0.0.1:4443/push/1', testPolicy)).toBe('127.0.0.1');
    expect(pushEndpointPolicy({})).toEqual(defaultPushEndpointPolicy);
  });

  it('connects only to the addresses it checked: a name answering a private address at connect time is refused', async () => {
    const answers = [['142.250.180.10'], ['127.0.0.1']];
    const policy = { ...defaultPushEndpointPolicy, resolve: async () => answers.shift() ?? [] };
    await checkPushEndpoint('https://fcm.googleapis.com/x', policy);
    const looked = await new Promise<unknown>((resolve) =>
      pushLookup(policy)('fcm.googleapis.com', { all: true }, (error, address) => resolve(error ?? address)),
    );
    expect(looked).toBeInstanceOf(PushEndpointRefused);
    const publicOnly = { ...defaultPushEndpointPolicy, resolve: async () => ['142.250.180.10'] };
    const address = await new Promise<unknown>((resolve) =>
      pushLookup(publicOnly)('fcm.googleapis.com', {}, (error, a, family) => resolve(error ?? [a, family])),
    );
    expect(address).toEqual(['142.250.180.10', 4]);
  });
});
