import { count, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { providers } from "../../db/schema";
import { type SetupGap, setupGapKinds } from "@/shared/provider-setup-gaps";

export type { SetupGap };

/** The three facts as SQL booleans (true: missing), for the provider `providerId` names (the row of `providers` in scope). */
export function setupGapColumns(providerId: SQL = sql`"providers"."id"`) {
  return {
    lacksService: sql<boolean>`not exists (select 1 from provider_services ps join services s on s.id = ps.service_id and s.is_active where ps.provider_id = ${providerId} and ps.is_active)`,
    lacksWorkArea: sql<boolean>`not exists (select 1 from provider_postal_areas ppa where ppa.provider_id = ${providerId} and ppa.is_active)`,
    lacksLogin: sql<boolean>`not exists (select 1 from login_users lu where lu.provider_id = ${providerId})`,
  };
}

/** An active provider that lacks any of the three (the row of `providers` in scope). */
export function notFullySetUp(): SQL {
  const gaps = setupGapColumns();
  return sql`("providers"."is_active" and (${gaps.lacksService} or ${gaps.lacksWorkArea} or ${gaps.lacksLogin}))`;
}

/** How many active providers are not fully set up: the dashboard's "Needs attention now" count of them. */
export async function countProvidersNotSetUp(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(providers).where(notFullySetUp());
  return row?.n ?? 0;
}

type GapFacts = { lacksService: boolean; lacksWorkArea: boolean; lacksLogin: boolean };

/** The gaps of a provider, in the order shown; none for an inactive one (it takes no request by choice). */
export function setupGapsOf(row: GapFacts & { isActive: boolean }): SetupGap[] {
  if (!row.isActive) return [];
  const missing: Record<SetupGap, boolean> = { service: row.lacksService, workArea: row.lacksWorkArea, login: row.lacksLogin };
  return setupGapKinds.filter((gap) => missing[gap]);
}

/** A row read with `setupGapColumns`, its three facts replaced by `setupGaps`. */
export function withSetupGaps<T extends GapFacts & { isActive: boolean }>(row: T): Omit<T, keyof GapFacts> & { setupGaps: SetupGap[] } {
  const { lacksService, lacksWorkArea, lacksLogin, ...rest } = row;
  return { ...rest, setupGaps: setupGapsOf(row) };
}
