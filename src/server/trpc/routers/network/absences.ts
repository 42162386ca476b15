import { z } from "zod";
import { absenceDaysSchema } from "@/shared/schemas/absences";
import { idSchema } from "@/shared/schemas/fields";
import { addAbsence, listAbsences, removeAbsence } from "../../../domain/absences/absences";
import { networkProcedure, router } from "../../trpc";

const byProvider = z.object({ providerId: idSchema });

/** A provider's absences as the network records them for it, e.g. when it phones (docs/product/absences.md). */
export const networkAbsencesRouter = router({
  list: networkProcedure.input(byProvider).query(({ ctx, input }) => listAbsences(ctx, input.providerId)),
  add: networkProcedure.input(byProvider.merge(absenceDaysSchema)).mutation(async ({ ctx, input: { providerId, ...days } }) => {
    const added = await addAbsence(ctx, providerId, days, { type: "network", id: ctx.identity.userId });
    ctx.logger.info("provider.absence.added", { providerId, by: "network", userId: ctx.identity.userId, ...days });
    return added;
  }),
  remove: networkProcedure.input(byProvider.extend({ absenceId: idSchema })).mutation(async ({ ctx, input }) => {
    const { removed } = await removeAbsence(ctx, input.providerId, input.absenceId);
    ctx.logger.info("provider.absence.removed", {
      providerId: input.providerId,
      by: "network",
      userId: ctx.identity.userId,
      absenceId: input.absenceId,
      removed,
    });
    return { removed };
  }),
});
