import { z } from "zod";
import { idSchema } from "@/shared/schemas/fields";
import { acceptProject, type ProviderActionDeps, recordNoAgreement, rejectProject } from "../../../domain/project-status/provider-actions";
import { providerProcedure, router, type TrpcContext } from "../../trpc";
import { outcome } from "./outcome";

const depsOf = (ctx: TrpcContext): ProviderActionDeps => ({ db: ctx.db, clock: ctx.clock, storage: ctx.storage, notify: ctx.notify });

/** Accept, reject and no agreement (the invoice goes through the multipart api/ call). */
export const providerActionsRouter = router({
  accept: providerProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => outcome(ctx.language, () => acceptProject(depsOf(ctx), ctx.providerId, input.id), "projectAccepted")),
  reject: providerProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => outcome(ctx.language, async () => void (await rejectProject(depsOf(ctx), ctx.providerId, input.id)), "projectRejected")),
  noAgreement: providerProcedure
    .input(z.object({ id: idSchema, reasonId: idSchema.nullable(), text: z.string().max(10_000) }))
    .mutation(({ ctx, input }) =>
      outcome(ctx.language, () => recordNoAgreement(depsOf(ctx), ctx.providerId, { projectId: input.id, reasonId: input.reasonId, text: input.text }), "noAgreementRecorded"),
    ),
});
