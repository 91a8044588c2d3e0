import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const messageOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('config errors never print secrets', () => {
  it('hides the values of JWT_SECRET, EMAIL_HASH_SECRET and ADMIN_PASSWORD', () => {
    const message = messageOf({
      JWT_SECRET: 'short-jwt-secret',
      EMAIL_HASH_SECRET: 'short-hash',
      ADMIN_PASSWORD: 'pw1',
    });
    expect(message).toContain(
      'JWT_SECRET must have at least 32 characters (got a hidden value of 16 characters)',
    );
    expect(message).toContain('EMAIL_HASH_SECRET must have at least 32 characters');
    expect(message).toContain('ADMIN_PASSWORD must have at least 6 characters');
    for (const secret of ['short-jwt-secret', 'short-hash', 'pw1']) expect(message).not.toContain(secret);
  });

  it('masks the credentials of SMTP_URL, REDIS_URL and ESDB_URL, keeping the rest for diagnosis', () => {
    const message = messageOf({
      SMTP_URL: 'http://mailer:smtp-pass@mail.example.dz:587',
      REDIS_URL: 'localhost://:redis-pass@redis:6379',
      ESDB_URL: 'esdb//admin:esdb-pass@eventstore:2113',
    });
    expect(message).toContain(
      'SMTP_URL must be a URL starting with smtp:// or smtps:// (got "http://***@mail.example.dz:587")',
    );
    expect(message).toContain('(got "localhost://***@redis:6379")');
    expect(message).toContain('(got "***@eventstore:2113")');
    for (const secret of ['smtp-pass', 'mailer', 'redis-pass', 'esdb-pass', 'admin:'])
      expect(message).not.toContain(secret);
  });

  it('still shows harmless values', () => {
    expect(messageOf({ PORT: 'abc' })).toContain('PORT must be a number (got "abc")');
  });
});
