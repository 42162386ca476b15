import { z } from "zod";
import { absenceDaysSchema } from "@/shared/schemas/absences";
import { idSchema } from "@/shared/schemas/fields";
import { addAbsence, listAbsences, removeAbsence } from "../../../domain/absences/absences";
import { providerProcedure, router } from "../../trpc";

/** The signed-in provider's own absences (docs/product/absences.md); the provider id comes from the session. */
export const providerAbsencesRouter = router({
  list: providerProcedure.query(({ ctx }) => listAbsences(ctx, ctx.providerId)),
  add: providerProcedure.input(absenceDaysSchema).mutation(async ({ ctx, input }) => {
    const added = await addAbsence(ctx, ctx.providerId, input, { type: "provider", id: ctx.identity.userId });
    ctx.logger.info("provider.absence.added", { providerId: ctx.providerId, by: "provider", userId: ctx.identity.userId, ...input });
    return added;
  }),
  remove: providerProcedure.input(z.object({ absenceId: idSchema })).mutation(async ({ ctx, input }) => {
    const { removed } = await removeAbsence(ctx, ctx.providerId, input.absenceId);
    ctx.logger.info("provider.absence.removed", {
      providerId: ctx.providerId,
      by: "provider",
      userId: ctx.identity.userId,
      absenceId: input.absenceId,
      removed,
    });
    return { removed };
  }),
});
