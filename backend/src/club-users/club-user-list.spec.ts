import { VALIDATION } from '@courtside/domain';
import { FieldValidationException } from '../common/errors/validation.exception';
import { clubUserCursor, clubUserListSql, likePattern } from './club-user-list';
import { clubUserListQuery } from './club-user-list-query';

const ID = '00000000-0000-4000-8000-000000000001';

describe('club user list query', () => {
  const errorOf = (raw: Record<string, unknown>) => {
    try {
      clubUserListQuery(raw);
    } catch (error) {
      return (error as FieldValidationException).fieldErrors;
    }
    return null;
  };

  it('reads the whole list, by e-mail, when neither limit nor cursor is given', () => {
    expect(clubUserListQuery({})).toEqual({ sort: 'email', descending: false });
    expect(
      clubUserListQuery({ q: '  José ', sort: '-level', user_type: ['clubguest', 'clubguest'] }),
    ).toEqual({
      q: 'José',
      sort: 'level',
      descending: true,
      userTypes: ['clubguest'],
    });
  });

  it('pages with limit or cursor, 50 by default', () => {
    expect(clubUserListQuery({ limit: '7' }).page).toEqual({ limit: 7 });
    const cursor = clubUserCursor.encode('-name', { key: null, id: ID });
    expect(clubUserListQuery({ sort: '-name', cursor }).page).toEqual({
      limit: 50,
      after: { key: null, id: ID },
    });
  });

  it('names the field of what it cannot use', () => {
    expect(errorOf({ sort: 'phone' })).toEqual({ sort: VALIDATION.clubUserSortInvalid });
    expect(errorOf({ user_type: 'systemadmin' })).toEqual({
      user_type: VALIDATION.clubUserTypeFilterInvalid,
    });
    expect(errorOf({ user_type: { a: 'clubmember' } })).toEqual({
      user_type: VALIDATION.clubUserTypeFilterInvalid,
    });
    expect(errorOf({ limit: '1000' })).toEqual({ limit: VALIDATION.clubUserLimitInvalid });
    expect(errorOf({ q: ['a', 'b'] })).toEqual({ q: VALIDATION.queryRepeated });
    const byName = clubUserCursor.encode('name', { key: 'anna', id: ID });
    expect(errorOf({ cursor: byName })).toEqual({ cursor: VALIDATION.cursorInvalid });
    expect(errorOf({ cursor: byName, sort: 'name' })).toBeNull();
  });
});

describe('club user cursor', () => {
  it('decodes only what it made, for the sort it was made for, with a key of that sort', () => {
    const at = clubUserCursor.encode('last_seen_on', { key: '2026-11-27', id: ID });
    expect(clubUserCursor.decode(at, 'last_seen_on')).toEqual({ key: '2026-11-27', id: ID });
    expect(clubUserCursor.decode(at, '-last_seen_on')).toBeNull();
    const bad = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');
    expect(
      clubUserCursor.decode(bad({ s: 'last_seen_on', k: '2026-02-30', i: ID }), 'last_seen_on'),
    ).toBeNull();
    expect(clubUserCursor.decode(bad({ s: 'email', k: null, i: ID }), 'email')).toBeNull();
    expect(clubUserCursor.decode(bad({ s: 'level', k: '4.5; DROP', i: ID }), 'level')).toBeNull();
    expect(clubUserCursor.decode(bad({ s: 'email', k: 'a', i: ID, x: 1 }), 'email')).toBeNull();
    expect(clubUserCursor.decode('not a cursor', 'email')).toBeNull();
  });
});

describe('club user list statements', () => {
  it('keeps input out of the text: every value is a parameter', () => {
    const sql = clubUserListSql('club', {
      q: "O'Brien%",
      userTypes: ['clubmember'],
      sort: 'name',
      descending: true,
      page: { limit: 10, after: { key: "o'brien", id: ID } },
    });
    expect(sql.page).not.toContain('Brien');
    expect(sql.params).toEqual(['club', ['clubmember'], "%O'Brien\\%%", ID, "o'brien", 11]);
    expect(sql.countParams).toEqual(['club', ['clubmember'], "%O'Brien\\%%"]);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
