import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('names the logger and honours the level', () => {
    const logger = createLogger('projections', 'warn');
    expect(logger.level).toBe('warn');
    expect(logger.isLevelEnabled('info')).toBe(false);
    expect(logger.isLevelEnabled('error')).toBe(true);
    expect(logger.bindings()).toMatchObject({ name: 'projections' });
  });

  it('defaults to info', () => {
    expect(createLogger('x').level).toBe('info');
  });
});
