/**
 * The eighteenth round (issue 23): entries the fourteenth blind set showed missing, chosen by hand (no external list
 * copied or consulted). Format and markers as in `dictionary.ts`. Realm is also an ordinary word, so exact case.
 */
export const SKILL_TABLE_ROUND18 = `
=Realm | | Realm Database, Realm DB, MongoDB Realm
Developer Relations | 开发者关系 | developer relations, =DevRel, 开发者布道
`;
