import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

const files = readdirSync(migrationsFolder)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const issuerMigration = files.find((f) => f.includes("sign-in-issuer-subject")) ?? "";

async function apply(database: TestDatabase, file: string) {
  const statements = readFileSync(join(migrationsFolder, file), "utf8").split("--> statement-breakpoint");
  for (const statement of statements) if (statement.trim()) await database.db.execute(sql.raw(statement));
}

/** docs/product/sign-in.md, "Data": links made before the issuer was stored are cleared. */
describe(`the issuer + subject migration on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  }, 60_000);
  afterAll(() => database.dispose(), 30_000);

  test("a login linked by an earlier version is unlinked, and links again at its next sign-in", async () => {
    expect(issuerMigration).not.toBe("");
    for (const file of files.slice(0, files.indexOf(issuerMigration))) await apply(database, file);
    await database.db.execute(sql`insert into providers (id, name) values (1, 'Legacy SRL')`);
    await database.db.execute(
      sql`insert into login_users (provider_id, given_name, last_name, email, subject) values (1, 'A', 'B', 'legacy@example.com', 'sub-from-before')`,
    );
    await database.db.execute(sql`insert into network_users (given_name, last_name, email, subject) values ('C', 'D', 'op@example.com', 'op-sub-from-before')`);
    await apply(database, issuerMigration);
    const logins = rowsOf<{ issuer: string | null; subject: string | null }>(await database.db.execute(sql`select issuer, subject from login_users`));
    const operators = rowsOf<{ issuer: string | null; subject: string | null }>(await database.db.execute(sql`select issuer, subject from network_users`));
    expect(logins).toEqual([{ issuer: null, subject: null }]);
    expect(operators).toEqual([{ issuer: null, subject: null }]);
  });
});
