import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './list-page.ts';

describe('SQL literals of the list statement', () => {
  it('doubles quotes and backslashes inside E strings, and writes booleans and integers as they are', () => {
    expect(sqlLiteral("o'brien")).toBe("E'o''brien'");
    expect(sqlLiteral('%50\\%\\_off%')).toBe("E'%50\\\\%\\\\_off%'");
    expect(sqlLiteral("\\'; DROP TABLE x; --")).toBe("E'\\\\''; DROP TABLE x; --'");
    expect(sqlLiteral('王思远')).toBe("E'王思远'");
    expect([sqlLiteral(true), sqlLiteral(false), sqlLiteral(150)]).toEqual(['true', 'false', '150']);
  });

  it('refuses anything else', () => {
    expect(() => sqlLiteral(1.5)).toThrow();
    expect(() => sqlLiteral(null)).toThrow();
    expect(() => sqlLiteral({})).toThrow();
  });
});
