import { dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { dashboardProviderOwnFigures } from "../../../domain/dashboard/service";
import { providerProcedure, router } from "../../trpc";

/** The provider console's landing figures: its own only, the provider id from the session. */
export const providerDashboardRouter = router({
  myFigures: providerProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardProviderOwnFigures(ctx, ctx.providerId, input)),
});
