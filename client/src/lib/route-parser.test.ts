import { describe, expect, it } from 'vitest';
import { caseSensitiveRoutes } from './route-parser';

const matches = (route: string, path: string, loose = false) =>
  caseSensitiveRoutes(route, loose).pattern.exec(path)?.slice(1) ?? null;

describe("the site's routes", () => {
  it('match an address exactly, letter case included', () => {
    expect(matches('/rules', '/rules')).toEqual([]);
    expect(matches('/rules', '/rules/')).toEqual([]);
    expect(matches('/rules', '/Rules')).toBeNull();
    expect(matches('/rules', '/rules/x')).toBeNull();
  });

  it('take one segment for a parameter', () => {
    expect(matches('/news/:slug', '/news/frame-welded')).toEqual(['frame-welded']);
    expect(matches('/news/:slug', '/news/a/b')).toBeNull();
    expect(matches('/news/:slug', '/NEWS/frame-welded')).toBeNull();
  });

  it('match the start of an address when nested, and every address without a path', () => {
    expect(matches('/admin', '/admin/edit', true)).toEqual([]);
    expect(matches('*', '/anything/at/all')).toEqual([]);
  });

  it('read a dot in a pattern as a dot', () => {
    expect(matches('/news/feed.xml', '/news/feedxxml')).toBeNull();
  });
});
