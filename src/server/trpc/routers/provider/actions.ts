import { z } from "zod";
import { idSchema } from "@/shared/schemas/fields";
import { rejectSchema } from "@/shared/schemas/provider-actions";
import { refuse } from "../../../domain/errors";
import { invoiceBodyTooLarge, invoiceFromForm } from "../../../domain/project-status/invoice-form";
import {
  acceptProject,
  type ProviderActionDeps,
  recordCustomerCalled,
  recordNoAgreement,
  rejectProject,
  uploadInvoice,
} from "../../../domain/project-status/provider-actions";
import { planVisit } from "../../../domain/project-status/visit";
import { visitSchema } from "@/shared/visit";
import { providerProcedure, router, type TrpcContext } from "../../trpc";
import { outcome } from "./outcome";

const depsOf = (ctx: TrpcContext): ProviderActionDeps => ({ db: ctx.db, clock: ctx.clock, storage: ctx.storage, notify: ctx.notify });

/** Accept, reject, no agreement and the invoice. */
export const providerActionsRouter = router({
  accept: providerProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => outcome(ctx.language, () => acceptProject(depsOf(ctx), ctx.providerId, input.id), "projectAccepted")),
  reject: providerProcedure
    .input(rejectSchema)
    .mutation(({ ctx, input }) =>
      outcome(ctx.language, async () => void (await rejectProject(depsOf(ctx), ctx.providerId, input.id, input.reason)), "projectRejected"),
    ),
  /** The provider says it called the customer of its accepted project (docs/product/customer-controls.md, "Call by"). */
  customerCalled: providerProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => outcome(ctx.language, () => recordCustomerCalled(depsOf(ctx), ctx.providerId, input.id), "customerCalledRecorded")),
  /** The visit agreed with the customer of its accepted project (docs/product/customer-controls.md, "Visit planned"). */
  planVisit: providerProcedure
    .input(visitSchema)
    .mutation(({ ctx, input }) => outcome(ctx.language, async () => void (await planVisit(depsOf(ctx), ctx.providerId, input)), "visitPlanned")),
  noAgreement: providerProcedure
    .input(z.object({ id: idSchema, reasonId: idSchema.nullable(), text: z.string().max(10_000) }))
    .mutation(({ ctx, input }) =>
      outcome(
        ctx.language,
        () => recordNoAgreement(depsOf(ctx), ctx.providerId, { projectId: input.id, reasonId: input.reasonId, text: input.text }),
        "noAgreementRecorded",
      ),
    ),
  /**
   * The invoice of an accepted project, a multipart form (homeProjectId, fileContent) sent by the
   * client's non-batched link: the size is checked on Content-Length before the body is read, then
   * the same form reader and domain operation as `api/homeproject/uploadinvoice` (docs/decisions/0029-invoice-upload-path.md).
   */
  uploadInvoice: providerProcedure
    .use(async ({ ctx, getRawInput, next }) => {
      if (invoiceBodyTooLarge(ctx.contentLength)) throw refuse("fileTooLarge");
      // A JSON body or a malformed form: no invoice received.
      if (!((await getRawInput().catch(() => undefined)) instanceof FormData)) throw refuse("invoiceMissing");
      return next();
    })
    .input(z.instanceof(FormData))
    .mutation(({ ctx, input }) =>
      outcome(
        ctx.language,
        async () => {
          // The console always asks for the amount (docs/product/consoles.md, "The invoice amount").
          const form = await invoiceFromForm(input, "required");
          return { fileName: await uploadInvoice(depsOf(ctx), ctx.providerId, form.projectId, form.file, form.amountCents) };
        },
        "invoiceUploaded",
      ),
    ),
});
