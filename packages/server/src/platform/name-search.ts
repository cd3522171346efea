import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from './keyset';

/**
 * A person's name searched by the Turkish rules (issue 25 item 5): "ışık" finds "IŞIK", "irem" finds
 * "İrem", and "ilker" does not find "Ilker" (the dotless capital is "ı"). The name is folded in SQL as
 * the team names' key is (migration 0021): the Turkish capitals by translate(), then lower(), so no
 * Turkish locale is needed on the database; the typed text by JavaScript's tr-TR lower case.
 */
export const turkishLower = (expression: SQL) => sql`lower(translate(${expression}, 'IİÇĞÖŞÜÂÎÛ', 'ıiçğöşüâîû'))`;

/** The LIKE pattern of a typed search: folded as `turkishLower` folds the name, `%`, `_` and `\` matched as themselves. */
export const nameSearchPattern = (q: string) => likePattern(q.normalize('NFC').toLocaleLowerCase('tr-TR'));

/** "First Last" contains the pattern (`nameSearchPattern`, a value or a prepared statement's parameter). */
export const nameMatches = (firstName: AnyColumn, lastName: AnyColumn, pattern: unknown) =>
  sql`${turkishLower(sql`${firstName} || ' ' || ${lastName}`)} like ${pattern}`;
