import type { AbsenceDays } from "@/shared/schemas/absences";
import { type AbsenceActor, addAbsence, removeAbsence } from "../../domain/absences/absences";
import type { TrpcContext } from "../trpc";

const deps = (ctx: TrpcContext) => ({ db: ctx.db, clock: ctx.clock, publicUrl: ctx.env.PUBLIC_URL });

/**
 * An absence recorded or removed from either console, and logged the same way (docs/operations.md):
 * the provider, who acted and the days; nothing personal.
 */
export async function recordAbsence(ctx: TrpcContext, providerId: number, days: AbsenceDays, actor: AbsenceActor) {
  const added = await addAbsence(deps(ctx), providerId, days, actor);
  ctx.logger.info("provider.absence.added", { providerId, by: actor.type, userId: actor.id, ...days });
  return added;
}

export async function dropAbsence(ctx: TrpcContext, providerId: number, absenceId: number, actor: AbsenceActor) {
  const { removed } = await removeAbsence(deps(ctx), providerId, absenceId, actor);
  ctx.logger.info("provider.absence.removed", { providerId, by: actor.type, userId: actor.id, absenceId, removed });
  return { removed };
}
