import { type SQL, sql } from "drizzle-orm";
import type { RejectionCause } from "@/shared/reject-reasons";

/**
 * A refusal's cause from its `home_project_rejects` row under `alias`: the deadline's, the reason
 * the provider chose, or "unspecified" when it gave none (docs/product/statuses.md, "Why providers
 * refuse"). One rule for the project's refusals tab and the dashboard's count by cause.
 */
export function rejectionCause(alias = "r"): SQL<RejectionCause> {
  const r = sql.raw(alias);
  return sql<RejectionCause>`(case when ${r}.is_auto_rejected then 'deadline' else coalesce(${r}.reason, 'unspecified') end)`;
}
