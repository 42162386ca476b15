import { z } from "zod";
import { idSchema } from "@/shared/schemas/fields";
import { listNoAgreementReasons, listProjects, listStatuses } from "../../../domain/project-status/provider-projects";
import { getProviderProject } from "../../../domain/projects/provider-project";
import { providerProcedure, router } from "../../trpc";

/** The signed-in provider's projects: list (20 a page, newest first, status filter) and details. */
export const providerProjectsRouter = router({
  list: providerProcedure
    .input(z.object({ page: z.number().int().min(1).max(100_000).default(1), statusId: z.number().int().min(1).max(99).optional() }))
    .query(({ ctx, input }) => listProjects(ctx.db, { kind: "provider", providerId: ctx.providerId }, { ...input, language: ctx.language })),
  statuses: providerProcedure.query(({ ctx }) => listStatuses(ctx.db, ctx.language)),
  /** `project` is null when it does not exist or is not this provider's; `left` says how it left, when it was once. */
  get: providerProcedure.input(z.object({ id: idSchema })).query(({ ctx, input }) => getProviderProject(ctx.db, ctx.providerId, input.id, ctx.language)),
  noAgreementReasons: providerProcedure.query(({ ctx }) => listNoAgreementReasons(ctx.db, ctx.language)),
});
