import { z } from "zod";
import { createFileLink, fileLinkKey } from "../../../domain/files/file-links";
import { providerProcedure, router } from "../../trpc";
import { outcome } from "./outcome";

/** Short-lived links to the customer files and the invoice of the provider's own projects. */
export const providerFilesRouter = router({
  link: providerProcedure
    .input(z.object({ name: z.string().min(1).max(300) }))
    .mutation(({ ctx, input }) =>
      outcome(ctx.language, () =>
        createFileLink({ db: ctx.db, clock: ctx.clock, key: fileLinkKey(ctx.env) }, { kind: "provider", providerId: ctx.providerId }, input.name),
      ),
    ),
});
