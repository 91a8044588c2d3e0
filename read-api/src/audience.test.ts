import { describe, expect, it } from 'vitest';
import { anonymousViewer, canReceive } from './audience';

describe('change message audience', () => {
  it('sends public messages to everybody', () => {
    expect(canReceive(anonymousViewer, 'public')).toBe(true);
  });
  it('sends staff messages to admins and moderators only', () => {
    expect(canReceive({ userId: 'u1', role: 'admin' }, 'staff')).toBe(true);
    expect(canReceive({ userId: 'u2', role: 'moderator' }, 'staff')).toBe(true);
    expect(canReceive({ userId: 'u3', role: 'user' }, 'staff')).toBe(false);
    expect(canReceive(anonymousViewer, 'staff')).toBe(false);
  });
  it('sends user messages to that user only', () => {
    expect(canReceive({ userId: 'u1', role: 'user' }, 'user:u1')).toBe(true);
    expect(canReceive({ userId: 'u2', role: 'admin' }, 'user:u1')).toBe(false);
    expect(canReceive(anonymousViewer, 'user:undefined')).toBe(false);
  });
  it('sends unknown audiences to nobody', () => {
    expect(canReceive({ userId: 'u1', role: 'admin' }, 'everyone')).toBe(false);
  });
});
