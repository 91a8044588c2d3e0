import { describe, expect, it } from 'vitest';
import { looksLikeFile } from './static-client';

describe('looksLikeFile', () => {
  it('names the files a browser fetches', () => {
    expect(looksLikeFile('/favicon.ico')).toBe(true);
    expect(looksLikeFile('/assets/index-4f2a.JS')).toBe(true);
    expect(looksLikeFile('/uploads/pizza.webp')).toBe(true);
  });

  it('leaves routes to the client, including a signed token whose last part is plain letters', () => {
    expect(looksLikeFile('/menu/pizza-margherita')).toBe(false);
    expect(looksLikeFile('/authentication/verifyEmail/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.abcDEF123')).toBe(
      false,
    );
    expect(looksLikeFile('/authentication/resetPassword/a.b.c')).toBe(false);
    expect(looksLikeFile('/.hidden')).toBe(false);
  });
});
