import type { AttentionCounts } from "@/shared/attention-lists";
import type { Executor } from "../../db/client";
import { projectsNeedingAttention } from "../projects/network-projects";
import { countProvidersNotSetUp } from "../providers/setup-gaps";

/**
 * Today's counts of the lists that need the network (docs/product/dashboard.md, "Needs attention
 * now"): the dashboard's cards and the morning summary read the same numbers.
 */
export async function attentionCounts(db: Executor, now: Date): Promise<AttentionCounts> {
  return { ...(await projectsNeedingAttention(db, now)), providersNotSetUp: await countProvidersNotSetUp(db) };
}
