import { z } from "zod";
import { insurerNamesOf } from "../../../insurer-names";
import { idSchema } from "@/shared/schemas/fields";
import type { CustomerControlDeps } from "../../../domain/customer-controls/deps";
import { correctContactDetails } from "../../../domain/customer-controls/correct-contact";
import { eraseMyData } from "../../../domain/customer-controls/erase";
import { exportMyData } from "../../../domain/customer-controls/export";
import { fileLinkKey } from "../../../domain/files/file-links";
import { customerControlSummary } from "../../../domain/customer-controls/summary";
import { readNetworkProject } from "../../../domain/projects/network-project-reads";
import { withdrawProject } from "../../../domain/customer-controls/withdraw";
import { setMarketingConsent } from "../../../domain/customer-controls/marketing";
import { resendStatusLink } from "../../../domain/customer-controls/lost-link";
import { removeSentFile } from "../../../domain/customer-controls/remove-file";
import { addFilesLater } from "../../../domain/customer-controls/add-files";
import { addToRequest } from "../../../domain/customer-controls/additions";
import { askVisitChange } from "../../../domain/customer-controls/visit-change";
import { customerRefusal } from "../../../domain/customer-controls/rules";
import { refuse } from "../../../domain/errors";
import { incomingFilesOf } from "../../../domain/files/incoming-form";
import { listComplaints, raiseComplaint } from "../../../domain/customer-controls/complaints";
import { projectRating, providerRatings } from "../../../domain/ratings/ratings";
import { networkProcedure, router, type TrpcContext } from "../../trpc";

const deps = (ctx: TrpcContext): CustomerControlDeps => ({
  db: ctx.db,
  clock: ctx.clock,
  storage: ctx.storage,
  publicUrl: ctx.env.PUBLIC_URL,
  insurerName: insurerNamesOf(ctx.env),
  notify: ctx.notify,
  logger: ctx.logger,
});
const byProject = z.object({ projectId: idSchema });

/** The customer's controls as the network sees and does them for a customer (docs/product/customer-controls.md). */
export const customerControlsRouter = router({
  summary: networkProcedure
    .input(byProject)
    .query(({ ctx, input }) =>
      readNetworkProject(ctx.db, input.projectId, () => customerControlSummary(ctx.db, { kind: "network" }, input.projectId, ctx.clock.now())),
    ),
  withdraw: networkProcedure
    .input(byProject)
    .mutation(({ ctx, input }) => withdrawProject(deps(ctx), { by: "network", projectId: input.projectId, userId: ctx.identity.userId })),
  /** The customer's data export, for an operator answering an access request by letter. */
  export: networkProcedure
    .input(byProject)
    .mutation(({ ctx, input }) =>
      exportMyData({ ...deps(ctx), fileKey: fileLinkKey(ctx.env) }, { by: "network", projectId: input.projectId, userId: ctx.identity.userId }),
    ),
  /** Corrected for a customer who phoned; validated by the domain with the wizard's rules. */
  correctContact: networkProcedure
    .input(z.object({ projectId: idSchema, contact: z.unknown() }))
    .mutation(({ ctx, input }) => correctContactDetails(deps(ctx), { by: "network", projectId: input.projectId, userId: ctx.identity.userId }, input.contact)),
  /** The customer's rating of a project (private to the network and the provider, without the name). */
  projectRating: networkProcedure
    .input(byProject)
    .query(({ ctx, input }) => readNetworkProject(ctx.db, input.projectId, () => projectRating(ctx.db, input.projectId))),
  /** A problem after the job the customer told by phone or letter, noted for them (docs/product/customer-controls.md, "A problem after the job"). */
  raiseComplaint: networkProcedure
    .input(z.object({ projectId: idSchema, complaint: z.unknown() }))
    .mutation(({ ctx, input }) => raiseComplaint(deps(ctx), { by: "network", projectId: input.projectId, userId: ctx.identity.userId }, input.complaint)),
  /** The problems the customer reported after the job, oldest first, open or handled. */
  complaints: networkProcedure
    .input(byProject)
    .query(({ ctx, input }) => readNetworkProject(ctx.db, input.projectId, () => listComplaints(ctx.db, input.projectId))),
  /** A provider's ratings: average, count and comments. */
  providerRatings: networkProcedure.input(z.object({ providerId: idSchema })).query(({ ctx, input }) => providerRatings(ctx.db, input.providerId)),
  /**
   * Photos or documents a customer sent by mail or letter, added for them (the status page's own
   * rules): a multipart form (projectId, files) sent by the client's non-batched link, like the
   * provider's invoice.
   */
  addFiles: networkProcedure
    .use(async ({ getRawInput, next }) => {
      // A JSON body or a malformed form: no file received.
      if (!((await getRawInput().catch(() => undefined)) instanceof FormData)) throw customerRefusal("filesMissing", "invalid");
      return next();
    })
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => {
      // No project or a text where a file goes: a broken client, not a person to tell to choose a file.
      const projectId = idSchema.safeParse(Number(input.get("projectId")));
      const files = await incomingFilesOf(input);
      if (!projectId.success || !files) throw refuse("invalidRequest");
      return { fileNames: await addFilesLater(deps(ctx), { by: "network", projectId: projectId.data, userId: ctx.identity.userId }, files) };
    }),
  /** A customer who phoned says the visit's time no longer suits: the provider is asked to call (the status page's own rule). */
  askVisitChange: networkProcedure
    .input(byProject)
    .mutation(({ ctx, input }) => askVisitChange(deps(ctx), { by: "network", projectId: input.projectId, userId: ctx.identity.userId })),
  /** What a customer who phoned or wrote adds to the description (the status page's own rules; validated by the domain). */
  addToRequest: networkProcedure
    .input(z.object({ projectId: idSchema, addition: z.unknown() }))
    .mutation(({ ctx, input }) => addToRequest(deps(ctx), { by: "network", projectId: input.projectId, userId: ctx.identity.userId }, input.addition)),
  /** A file the customer sent by mistake, removed for a customer who asked (the status page's own rule). */
  removeFile: networkProcedure
    .input(z.object({ projectId: idSchema, fileId: idSchema }))
    .mutation(({ ctx, input }) => removeSentFile(deps(ctx), { by: "network", projectId: input.projectId, userId: ctx.identity.userId }, input.fileId)),
  /** A customer who asks by phone or letter to stop the insurer's offers: withdrawn only (a consent is the customer's own). */
  withdrawMarketing: networkProcedure
    .input(byProject)
    .mutation(({ ctx, input }) => setMarketingConsent(deps(ctx), { by: "network", projectId: input.projectId, userId: ctx.identity.userId }, { given: false })),
  /** A new status link for a customer who lost theirs, to the address the request holds. */
  resendStatusLink: networkProcedure
    .input(byProject)
    .mutation(({ ctx, input }) => resendStatusLink(deps(ctx), { projectId: input.projectId, userId: ctx.identity.userId })),
  erase: networkProcedure
    .input(byProject)
    .mutation(({ ctx, input }) => eraseMyData(deps(ctx), { by: "network", projectId: input.projectId, userId: ctx.identity.userId })),
});
