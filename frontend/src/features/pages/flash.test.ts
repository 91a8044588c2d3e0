import { describe, expect, it } from 'vitest';
import { flashText } from './flash';

describe('login flash message', () => {
  it('translates an error code or a known text into the current language', () => {
    expect(flashText({ flash: 'auth.required' }, 'en')).toBe('You must be logged in to continue!');
    expect(flashText({ message: 'You must be logged in to continue!' }, 'fr')).toBe(
      'Vous devez être connecté pour continuer !',
    );
    expect(flashText({ flash: 'mustLogin' }, 'en')).toBe('You must be logged in to continue!');
    expect(flashText({ flash: 'auth.required' }, 'ar')).toBe('يجب تسجيل الدخول للمتابعة!');
  });
  it('shows other strings as given and nothing without a message', () => {
    expect(flashText({ message: 'Bonjour' }, 'fr')).toBe('Bonjour');
    expect(flashText(null, 'fr')).toBeUndefined();
    expect(flashText({ other: 1 }, 'fr')).toBeUndefined();
  });
});
