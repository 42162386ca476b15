import { z } from "zod";
import { idSchema } from "@/shared/schemas/fields";
import { listNoAgreementReasons, listProjects, listStatuses } from "../../../domain/project-status/provider-projects";
import { getProjectDetails } from "../../../domain/projects/project-details";
import { providerProcedure, router } from "../../trpc";

/** The signed-in provider's projects: list (20 a page, newest first, status filter) and details. */
export const providerProjectsRouter = router({
  list: providerProcedure
    .input(z.object({ page: z.number().int().min(1).max(100_000).default(1), statusId: z.number().int().min(1).max(99).optional() }))
    .query(({ ctx, input }) => listProjects(ctx.db, { kind: "provider", providerId: ctx.providerId }, { ...input, language: ctx.language })),
  statuses: providerProcedure.query(({ ctx }) => listStatuses(ctx.db, ctx.language)),
  /** Null when the project does not exist or is not this provider's: the two look the same. */
  get: providerProcedure
    .input(z.object({ id: idSchema }))
    .query(async ({ ctx, input }) => (await getProjectDetails(ctx.db, { kind: "provider", providerId: ctx.providerId }, input.id, ctx.language)) ?? null),
  noAgreementReasons: providerProcedure.query(({ ctx }) => listNoAgreementReasons(ctx.db, ctx.language)),
});
