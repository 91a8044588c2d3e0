import { describe, expect, it } from 'vitest';
import { pageOfUsers, parseUsersQuery } from './users-query';

describe('users list query', () => {
  it('defaults to the first page of 20 with no search, and lowercases the search', () => {
    expect(parseUsersQuery({})).toEqual({ ok: true, query: { q: '', page: 1, limit: 20 } });
    expect(parseUsersQuery({ q: ' Amina ', page: '2', limit: '5' })).toEqual({
      ok: true,
      query: { q: 'amina', page: 2, limit: 5 },
    });
  });

  it('refuses pages and limits out of range with a message per field', () => {
    expect(parseUsersQuery({ page: '0', limit: '500' })).toEqual({
      ok: false,
      errors: {
        page: 'must be a whole number from 1 to 10000',
        limit: 'must be a whole number from 1 to 100',
      },
    });
    expect(parseUsersQuery({ page: 'x' })).toMatchObject({ ok: false });
  });

  it('pages the matching ids in list order and counts every match', () => {
    const ids = ['u3', 'u2', 'u1'];
    const search = {
      u1: 'amina benali amina@x.dz',
      u2: 'karim haddad karim@x.dz',
      u3: 'samira benali s@x.dz',
    };
    expect(pageOfUsers(ids, search, { q: 'benali', page: 1, limit: 1 })).toEqual({ ids: ['u3'], total: 2 });
    expect(pageOfUsers(ids, search, { q: 'benali', page: 2, limit: 1 })).toEqual({ ids: ['u1'], total: 2 });
    expect(pageOfUsers(ids, search, { q: '', page: 1, limit: 2 })).toEqual({ ids: ['u3', 'u2'], total: 3 });
    expect(pageOfUsers(ids, search, { q: 'nobody', page: 1, limit: 20 })).toEqual({ ids: [], total: 0 });
  });
});
