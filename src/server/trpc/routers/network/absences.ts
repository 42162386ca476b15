import { z } from "zod";
import { absenceDaysSchema } from "@/shared/schemas/absences";
import { idSchema } from "@/shared/schemas/fields";
import { listAbsences } from "../../../domain/absences/absences";
import { absencesAhead } from "../../../domain/absences/absences-ahead";
import { networkProcedure, router } from "../../trpc";
import { dropAbsence, recordAbsence } from "../absence-changes";

const byProvider = z.object({ providerId: idSchema });

/** A provider's absences as the network records them for it, e.g. when it phones (docs/product/absences.md). */
export const networkAbsencesRouter = router({
  list: networkProcedure.input(byProvider).query(({ ctx, input }) => listAbsences(ctx, input.providerId)),
  /** Every provider's absences of the next two weeks and where nobody else covers (the dashboard's card). */
  ahead: networkProcedure.query(({ ctx }) => absencesAhead(ctx.db, ctx.clock.now())),
  add: networkProcedure
    .input(byProvider.merge(absenceDaysSchema))
    .mutation(({ ctx, input: { providerId, ...days } }) => recordAbsence(ctx, providerId, days, { type: "network", id: ctx.identity.userId })),
  remove: networkProcedure
    .input(byProvider.extend({ absenceId: idSchema }))
    .mutation(({ ctx, input }) => dropAbsence(ctx, input.providerId, input.absenceId, { type: "network", id: ctx.identity.userId })),
});
