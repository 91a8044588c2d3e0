import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionCheck } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      DATA_DIR: '.data',
      EVENT_STORE: 'sqlite',
      ESDB_URL: 'esdb://127.0.0.1:2113?tls=false',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'shop:',
      LOG_LEVEL: 'info',
      CHECKOUT_TTL_MINUTES: 60,
      COMMAND_API_URL: 'http://127.0.0.1:3000',
      VAPID_SUBJECT: 'mailto:no-reply@oran-food.local',
      PUSH_ALLOW_LOOPBACK: false,
      HEALTH_MAX_LAG_EVENTS: 500,
      HEALTH_MAX_LAG_SECONDS: 30,
    });
  });

  it('reads the push services as a list of hosts, and loopback for tests only when asked', () => {
    expect(
      loadConfig({ PUSH_ALLOWED_HOSTS: ' 127.0.0.1, FCM.googleapis.com ,', PUSH_ALLOW_LOOPBACK: 'true' }),
    ).toMatchObject({ PUSH_ALLOWED_HOSTS: ['127.0.0.1', 'fcm.googleapis.com'], PUSH_ALLOW_LOOPBACK: true });
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://evil/' })).toThrow(
      /PUSH_ALLOWED_HOSTS must be host names/,
    );
    expect(() => loadConfig({ PUSH_ALLOW_LOOPBACK: 'yes' })).toThrow(
      /PUSH_ALLOW_LOOPBACK must be 'true' or 'false'/,
    );
  });

  it('reads the checkout expiry in minutes and refuses zero', () => {
    expect(loadConfig({ CHECKOUT_TTL_MINUTES: '0.5' }).CHECKOUT_TTL_MINUTES).toBe(0.5);
    expect(() => loadConfig({ CHECKOUT_TTL_MINUTES: '0' })).toThrow('CHECKOUT_TTL_MINUTES must be above 0');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/shop',
      EVENT_STORE: 'esdb',
      ESDB_URL: 'esdb://eventstore:2113?tls=false',
      REDIS_URL: 'redis://redis:6379/2',
      REDIS_PREFIX: 'test:abc:',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://shop.example.dz',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      EVENT_STORE: 'esdb',
      REDIS_PREFIX: 'test:abc:',
      PUBLIC_URL: 'https://shop.example.dz',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ' })).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info' });
  });

  it('names each bad variable, what it must be and what it got', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', EVENT_STORE: 'postgres', REDIS_URL: 'localhost:6379', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(4);
    expect(message).toContain('PORT must be a number (got "abc")');
    expect(message).toContain(`EVENT_STORE must be 'sqlite' or 'esdb' (got "postgres")`);
    expect(message).toContain(
      'REDIS_URL must be a URL starting with redis:// or rediss:// (got "localhost:6379")',
    );
    expect(message).toContain('LOG_LEVEL must be one of');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 0 and 65535');
  });
});

describe('productionCheck', () => {
  const production = { NODE_ENV: 'production' };
  it('refuses the production shape without PUBLIC_URL, in one line naming the variable', () => {
    const { refuse } = productionCheck({}, production);
    expect(refuse).toMatch(/^PUBLIC_URL is not set: set it to the address customers open/);
    expect(refuse).not.toContain('\n');
  });
  it('warns about a loopback or plain-http PUBLIC_URL in production, says nothing for https', () => {
    expect(productionCheck({ PUBLIC_URL: 'http://localhost:8080' }, production).warn).toMatch(
      /^PUBLIC_URL is http:\/\/localhost:8080: writes .* answer 403 request\.cross_origin/,
    );
    expect(productionCheck({ PUBLIC_URL: 'https://127.0.0.1' }, production).warn).toMatch(/cross_origin/);
    expect(productionCheck({ PUBLIC_URL: 'http://shop.example.dz' }, production).warn).toMatch(/plain http/);
    expect(productionCheck({ PUBLIC_URL: 'https://shop.example.dz' }, production)).toEqual({});
  });
  it('refuses a variable the service requires besides PUBLIC_URL (workers: MAIL_FROM), in one line', () => {
    const mailFrom = { MAIL_FROM: 'the sender of the mails, e.g. Oran Food <no-reply@example.dz>' };
    const withUrl = { PUBLIC_URL: 'https://shop.example.dz' };
    expect(productionCheck(withUrl, production, mailFrom).refuse).toBe(
      'MAIL_FROM is not set: set it to the sender of the mails, e.g. Oran Food <no-reply@example.dz>',
    );
    expect(productionCheck({ ...withUrl, MAIL_FROM: 'Shop <a@shop.dz>' }, production, mailFrom)).toEqual({});
    expect(productionCheck(withUrl, { NODE_ENV: 'test' }, mailFrom)).toEqual({});
  });
  it('leaves npm start and the tests alone (no NODE_ENV=production)', () => {
    expect(productionCheck({}, {})).toEqual({});
    expect(productionCheck({ PUBLIC_URL: 'http://localhost:3000' }, { NODE_ENV: 'test' })).toEqual({});
  });
});
