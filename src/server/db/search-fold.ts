import { type SQL, sql } from "drizzle-orm";

/**
 * Lower case without accents, the same way on both sides of a customer-name search
 * (docs/product/consoles.md, "Customer search"): "Lefèvre" and "lefevre" both give "lefevre".
 * `translate` is immutable, so the stored, indexed name can use it; one letter for one letter.
 */
const accented = "àáâäãåāçćčèéêëēėęìíîïīłñńòóôöõøōśšùúûüūýÿźżž";
const plain = "aaaaaaaccceeeeeeeiiiiilnnooooooossuuuuuyyzzz";

export function foldForSearch(value: SQL | SQL.Aliased | unknown): SQL {
  return sql`translate(lower(${value}), ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)})`;
}
