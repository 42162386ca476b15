import { z } from "zod";
import { idSchema } from "@/shared/schemas/fields";
import { providerCustomerControlSummary } from "../../../domain/customer-controls/summary";
import { providerRatings } from "../../../domain/ratings/ratings";
import { providerProcedure, router } from "../../trpc";

/** Whether the customer withdrew one of this provider's projects (docs/product/customer-controls.md). */
export const providerCustomerControlsRouter = router({
  summary: providerProcedure
    .input(z.object({ projectId: idSchema }))
    .query(({ ctx, input }) => providerCustomerControlSummary(ctx.db, ctx.providerId, input.projectId, ctx.clock.now())),
  /** Its own ratings only: average, count, scores and comments, never the customer's name. */
  myRatings: providerProcedure.query(({ ctx }) => providerRatings(ctx.db, ctx.providerId)),
});
