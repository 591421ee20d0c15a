import { describe, expect, it } from 'vitest';
import {
  defaultsOf,
  flag,
  type ListState,
  listStateKey,
  oneOf,
  option,
  pageNumber,
  pageSize,
  parseListState,
  sortBy,
  strings,
  text,
  writeListState,
} from './list-state';

const isId = (value: string) => /^id-\d+$/.test(value);

const fields = {
  q: text(),
  country: text({ accept: (value) => /^[A-Z]{2}$/.test(value) }),
  active: flag(),
  scope: option(['TEACHER', 'STUDENT']),
  topicId: option(isId),
  tags: strings(),
  teacherIds: strings({ default: ['id-7'], accept: isId }),
  page: pageNumber(),
  size: pageSize([10, 20, 50], 20),
  sort: sortBy(['createdAt', 'title'], { columnAccessor: 'createdAt', direction: 'desc' }),
  tab: oneOf(['list', 'stats'], 'list'),
};

type State = ListState<typeof fields>;

const defaults: State = defaultsOf(fields);
const parse = (search: string) => parseListState(fields, new URLSearchParams(search));
const write = (state: State, base?: string) =>
  decodeURIComponent(writeListState(fields, state, new URLSearchParams(base)).toString());

describe('list state in the address', () => {
  it('reads an address without parameters as the defaults', () => {
    expect(parse('')).toEqual({
      q: '',
      country: '',
      active: null,
      scope: null,
      topicId: null,
      tags: [],
      teacherIds: ['id-7'],
      page: 1,
      size: 20,
      sort: { columnAccessor: 'createdAt', direction: 'desc' },
      tab: 'list',
    });
  });

  it('leaves defaults out, so a list as it opens has a clean address', () => {
    expect(write(defaults)).toBe('');
    expect(write({ ...defaults, q: 'react', page: 3 })).toBe('q=react&page=3');
  });

  it('reads back what it wrote', () => {
    const state: State = {
      q: 'José & María',
      country: 'AR',
      active: false,
      scope: 'TEACHER',
      topicId: 'id-3',
      tags: ['web', 'front end'],
      teacherIds: ['id-1', 'id-2'],
      page: 4,
      size: 50,
      sort: { columnAccessor: 'title', direction: 'asc' },
      tab: 'stats',
    };
    const search = writeListState(fields, state).toString();
    expect(parseListState(fields, new URLSearchParams(search))).toEqual(state);
  });

  it('writes a list as its key repeated, and a cleared list apart from its default', () => {
    expect(write({ ...defaults, tags: ['a', 'b'] })).toBe('tags=a&tags=b');
    expect(write({ ...defaults, teacherIds: [] })).toBe('teacherIds=');
    expect(parse('teacherIds=').teacherIds).toEqual([]);
    expect(parse('teacherIds=id-1&teacherIds=id-2').teacherIds).toEqual(['id-1', 'id-2']);
  });

  it('drops the values of a list it does not accept and keeps the rest', () => {
    expect(parse('teacherIds=id-1&teacherIds=nope&teacherIds=').teacherIds).toEqual(['id-1']);
  });

  it('falls back to the default for every malformed or unknown value, silently', () => {
    expect(
      parse(
        'country=Argentina&active=yes&scope=KING&topicId=3&page=abc&size=37&sort=password,asc&tab=secret',
      ),
    ).toEqual(defaults);
    expect(parse(`q=${'x'.repeat(201)}`).q).toBe('');
  });

  it('sorts only by a whitelisted column, in a known direction', () => {
    expect(parse('sort=title,asc').sort).toEqual({ columnAccessor: 'title', direction: 'asc' });
    expect(parse('sort=title,up').sort).toEqual(defaults.sort);
    expect(parse('sort=title').sort).toEqual(defaults.sort);
    expect(parse('sort=title,asc,extra').sort).toEqual(defaults.sort);
    expect(parse('sort=phone,desc').sort).toEqual(defaults.sort);
  });

  it('keeps page and size within their bounds', () => {
    expect(parse('page=2').page).toBe(2);
    for (const page of ['0', '-1', '1.5', '1e3', '100001', '99999999999']) {
      expect(parse(`page=${page}`).page, page).toBe(1);
    }
    expect(parse('size=50').size).toBe(50);
    for (const size of ['5', '0', '100', '37']) expect(parse(`size=${size}`).size, size).toBe(20);
  });

  it('reads yes, no and either', () => {
    expect(parse('active=true').active).toBe(true);
    expect(parse('active=false').active).toBe(false);
    expect(parse('active=').active).toBe(null);
  });

  it('writes "either" as an empty value when the list opens on yes', () => {
    const openOnActive = { active: flag(true) };
    const read = (search: string) => parseListState(openOnActive, new URLSearchParams(search)).active;
    expect(read('')).toBe(true);
    expect(read('active=')).toBe(null);
    expect(writeListState(openOnActive, { active: true }, new URLSearchParams()).toString()).toBe('');
    expect(writeListState(openOnActive, { active: null }, new URLSearchParams()).toString()).toBe('active=');
  });

  it('keeps the parameters it does not own and replaces those it does', () => {
    expect(write({ ...defaults, page: 2 }, 'statsPage=3&page=5&q=old')).toBe('statsPage=3&page=2');
  });

  it('keys a list by its own parameters only, in the order of its fields', () => {
    const key = (search: string) => listStateKey(fields, new URLSearchParams(search));
    expect(key('page=2&q=a&statsPage=3')).toBe(key('q=a&page=2'));
    expect(key('q=a')).not.toBe(key('q=b'));
  });
});
