import { z } from "zod";
import { absenceDaysSchema } from "@/shared/schemas/absences";
import { idSchema } from "@/shared/schemas/fields";
import { listAbsences } from "../../../domain/absences/absences";
import { providerProcedure, router } from "../../trpc";
import { dropAbsence, recordAbsence } from "../absence-changes";

/** The signed-in provider's own absences (docs/product/absences.md); the provider id comes from the session. */
export const providerAbsencesRouter = router({
  list: providerProcedure.query(({ ctx }) => listAbsences(ctx, ctx.providerId)),
  add: providerProcedure
    .input(absenceDaysSchema)
    .mutation(({ ctx, input }) => recordAbsence(ctx, ctx.providerId, input, { type: "provider", id: ctx.identity.userId })),
  remove: providerProcedure
    .input(z.object({ absenceId: idSchema }))
    .mutation(({ ctx, input }) => dropAbsence(ctx, ctx.providerId, input.absenceId, { type: "provider", id: ctx.identity.userId })),
});
