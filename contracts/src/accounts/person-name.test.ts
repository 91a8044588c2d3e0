import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('capitalises each part of a stored lowercase name, as people write it', () => {
    expect(personName("karim ben-ali o'neil")).toBe("Karim Ben-Ali O'Neil");
    expect(personName('  admin oran food ')).toBe('Admin Oran Food');
    expect(personName('élodie amrani')).toBe('Élodie Amrani');
    expect(personName('')).toBe('');
  });
});
