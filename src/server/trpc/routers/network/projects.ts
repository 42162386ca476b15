import { markNoContactHandled } from "../../../domain/customer-controls/no-contact";
import { attentionCounts } from "../../../domain/dashboard/attention";
import { markLowRatingFollowedUp } from "../../../domain/ratings/follow-up";
import { markComplaintHandled } from "../../../domain/customer-controls/complaints";
import { correctInvoiceAmount } from "../../../domain/project-status/invoice-replacement";
import { invoiceComparison } from "../../../domain/projects/invoice-comparison";
import { markInvoiceChecked } from "../../../domain/projects/invoice-check";
import { brusselsDay } from "../../../domain/working-days/brussels-time";
import { getActiveCatalog } from "../../../domain/catalog/service";
import { createFileLink, fileLinkKey } from "../../../domain/files/file-links";
import { cancelProject, changeProjectProvider, changeProjectService, type NetworkActionDeps } from "../../../domain/project-status/network-actions";
import { projectHistory } from "../../../domain/projects/project-history";
import { addProjectNote, listProjectNotes } from "../../../domain/projects/project-notes";
import { readNetworkProject } from "../../../domain/projects/network-project-reads";
import { exportNetworkProjects, getNetworkProject, listNetworkProjects, listProjectRejects, listStatuses } from "../../../domain/projects/network-projects";
import { providerChoices } from "../../../domain/projects/provider-choices";
import {
  cancelProjectSchema,
  correctInvoiceAmountSchema,
  fileLinkSchema,
  changeProviderSchema,
  projectExportSchema,
  changeServiceSchema,
  projectHistorySchema,
  projectIdSchema,
  projectListSchema,
  projectNoteSchema,
  projectRejectsSchema,
  providerChoicesSchema,
} from "@/shared/schemas/network-projects";
import { networkProcedure, router, type TrpcContext } from "../../trpc";

const actionDeps = (ctx: TrpcContext): NetworkActionDeps => ({
  db: ctx.db,
  clock: ctx.clock,
  notify: ctx.notify,
});

export const projectsRouter = router({
  list: networkProcedure.input(projectListSchema).query(({ ctx, input }) => listNetworkProjects(ctx.db, input, ctx.clock.now())),
  /** The filtered list as a table for a CSV file (docs/product/consoles.md, "Exporting the project list"). */
  export: networkProcedure.input(projectExportSchema).query(async ({ ctx, input }) => {
    const exported = await exportNetworkProjects(ctx.db, input, ctx.clock.now(), ctx.language);
    // Who took which part of the list out of the console, without the search text (a customer's name).
    ctx.logger.info("network.projects.exported", {
      userId: ctx.identity.userId,
      rows: exported.rows.length,
      total: exported.total,
      filtered: {
        providerId: input.providerId ?? null,
        statusId: input.statusId ?? null,
        search: input.search !== "",
        waitingTooLong: input.waitingTooLong,
        withoutProvider: input.withoutProvider,
        noContact: input.noContact ?? false,
        callOverdue: input.callOverdue ?? false,
        unhappy: input.unhappy ?? false,
        complaint: input.complaint ?? false,
      },
    });
    return exported;
  }),
  /** Today's counts of the lists that need the network (docs/product/dashboard.md, "Needs attention now"). */
  attention: networkProcedure.query(({ ctx }) => attentionCounts(ctx.db, ctx.clock.now())),
  statuses: networkProcedure.query(({ ctx }) => listStatuses(ctx.db)),
  get: networkProcedure.input(projectIdSchema).query(({ ctx, input }) => getNetworkProject(ctx.db, input.id, ctx.language)),
  rejects: networkProcedure
    .input(projectRejectsSchema)
    .query(({ ctx, input }) => readNetworkProject(ctx.db, input.id, () => listProjectRejects(ctx.db, input))),
  /** The project's history (docs/product/project-history.md), newest first. */
  history: networkProcedure.input(projectHistorySchema).query(({ ctx, input }) => readNetworkProject(ctx.db, input.id, () => projectHistory(ctx.db, input))),
  /** The network's internal notes on a project (docs/product/project-notes.md), newest first. */
  notes: networkProcedure.input(projectIdSchema).query(({ ctx, input }) => readNetworkProject(ctx.db, input.id, () => listProjectNotes(ctx.db, input.id))),
  addNote: networkProcedure
    .input(projectNoteSchema)
    .mutation(({ ctx, input }) => addProjectNote({ db: ctx.db, clock: ctx.clock }, { ...input, userId: ctx.identity.userId })),
  /** The active catalogue for the Change Service dialog. */
  catalog: networkProcedure.query(({ ctx }) => getActiveCatalog(ctx.db)),
  providerChoices: networkProcedure.input(providerChoicesSchema).query(({ ctx, input }) => providerChoices(ctx.db, input, brusselsDay(ctx.clock.now()))),
  changeProvider: networkProcedure
    .input(changeProviderSchema)
    .mutation(({ ctx, input }) => changeProjectProvider(actionDeps(ctx), { ...input, userId: ctx.identity.userId })),
  changeService: networkProcedure
    .input(changeServiceSchema)
    .mutation(({ ctx, input }) => changeProjectService(actionDeps(ctx), { ...input, userId: ctx.identity.userId })),
  /** A short-lived link to a customer file or the invoice of any project (the network sees them all). */
  fileLink: networkProcedure
    .input(fileLinkSchema)
    .mutation(({ ctx, input }) => createFileLink({ db: ctx.db, clock: ctx.clock, key: fileLinkKey(ctx.env) }, { kind: "network" }, input.name)),
  /** The customer's "not contacted yet" report is handled (docs/product/customer-controls.md). */
  markNoContactHandled: networkProcedure
    .input(projectIdSchema)
    .mutation(({ ctx, input }) => markNoContactHandled({ db: ctx.db, clock: ctx.clock }, { projectId: input.id, userId: ctx.identity.userId })),
  /** The network called back an unhappy customer (docs/product/customer-controls.md, "An unhappy customer"). */
  markLowRatingFollowedUp: networkProcedure
    .input(projectIdSchema)
    .mutation(({ ctx, input }) => markLowRatingFollowedUp({ db: ctx.db, clock: ctx.clock }, { projectId: input.id, userId: ctx.identity.userId })),
  /** The network dealt with the customer's problem after the job (docs/product/customer-controls.md, "A problem after the job"). */
  markComplaintHandled: networkProcedure
    .input(projectIdSchema)
    .mutation(({ ctx, input }) => markComplaintHandled({ db: ctx.db, clock: ctx.clock }, { projectId: input.id, userId: ctx.identity.userId })),
  /** The invoice's amount beside the service's median over a year (docs/product/consoles.md, "The invoice amount"). */
  invoiceComparison: networkProcedure
    .input(projectIdSchema)
    .query(({ ctx, input }) => readNetworkProject(ctx.db, input.id, () => invoiceComparison(ctx.db, input.id, ctx.clock.now()))),
  /** The network checked a high invoice's amount (docs/product/consoles.md, "A high invoice to check"). */
  markInvoiceChecked: networkProcedure
    .input(projectIdSchema)
    .mutation(({ ctx, input }) => markInvoiceChecked({ db: ctx.db, clock: ctx.clock }, { projectId: input.id, userId: ctx.identity.userId })),
  correctInvoiceAmount: networkProcedure
    .input(correctInvoiceAmountSchema)
    .mutation(({ ctx, input }) =>
      correctInvoiceAmount({ db: ctx.db, clock: ctx.clock, notify: ctx.notify }, { projectId: input.id, userId: ctx.identity.userId, amount: input.amount }),
    ),
  cancel: networkProcedure.input(cancelProjectSchema).mutation(({ ctx, input }) => cancelProject(actionDeps(ctx), { ...input, userId: ctx.identity.userId })),
});
