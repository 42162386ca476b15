import { type SQL, sql } from "drizzle-orm";

/**
 * The one rule of "absent that day" (docs/product/absences.md): the absences of a provider that
 * cover a Belgian day (`YYYY-MM-DD`, or a placeholder of a prepared query). At most one row, since
 * a provider's absences never overlap; its `ends_on` is the last day of the absence.
 */
export function absenceCovering(providerId: SQL, onDay: unknown): SQL {
  return sql`select pa.ends_on from provider_absences pa where pa.provider_id = ${providerId} and pa.starts_on <= ${onDay}::date and pa.ends_on >= ${onDay}::date`;
}

/** The last day of the absence covering that day, as `YYYY-MM-DD`, or null when the provider is there. */
export function absentUntil(providerId: SQL, onDay: string): SQL<string | null> {
  return sql<string | null>`(${absenceCovering(providerId, onDay)} limit 1)::text`;
}
