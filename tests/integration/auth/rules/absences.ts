import { brusselsDay } from "@/server/domain/working-days/brussels-time";
import type { ProcedureRule } from "./types";

/** Ten days from now, for three days: a valid absence whatever day the suite runs. */
const inDays = (n: number) => brusselsDay(new Date(Date.now() + n * 86_400_000));
const days = { startsOn: inDays(10), endsOn: inDays(12) };

/**
 * Access rules of the absences (docs/product/absences.md). Each provider records the same days for
 * itself (no overlap between providers); the network records them for provider 3, whom no
 * provider login acts for. Removing is idempotent, so every allowed caller succeeds.
 */
export const absencesProcedureRules: Record<string, ProcedureRule> = {
  "provider.absences.list": { rule: "provider", type: "query" },
  "provider.absences.add": { rule: "provider", type: "mutation", input: days },
  "provider.absences.remove": { rule: "provider", type: "mutation", input: { absenceId: 900_001 } },
  "network.absences.list": { rule: "network", type: "query", input: { providerId: 1 } },
  "network.absences.ahead": { rule: "network", type: "query" },
  "network.absences.add": { rule: "network", type: "mutation", input: { providerId: 3, ...days } },
  "network.absences.remove": { rule: "network", type: "mutation", input: { providerId: 3, absenceId: 900_001 } },
};
