import { describe, expect, it } from 'vitest';
import { displayName, normaliseSearch, pageCount } from './users-table';

describe('users table', () => {
  it('capitalises stored lowercase names', () => {
    expect(displayName({ name: "karim ben-ali o'neil", firstName: '', lastName: '' })).toBe(
      "Karim Ben-Ali O'Neil",
    );
    expect(displayName({ name: '', firstName: 'amel', lastName: 'said' })).toBe('Amel Said');
  });
  it('pages and search text', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(normaliseSearch('  karim   b ')).toBe('karim b');
  });
});
