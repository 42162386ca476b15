import { z } from "zod";
import { idSchema } from "@/shared/schemas/fields";
import { dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import {
  dashboardCharts,
  dashboardCoverage,
  dashboardInvoicePrices,
  dashboardKeyFigures,
  dashboardLostDemand,
  dashboardProviderOwnFigures,
  dashboardProviderPerformance,
  dashboardProviderPrices,
  dashboardSelfService,
} from "../../../domain/dashboard/service";
import { networkProcedure, router } from "../../trpc";

/** The network insight dashboard (docs/product/dashboard.md): network role only. */
export const networkDashboardRouter = router({
  keyFigures: networkProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardKeyFigures(ctx, input)),
  charts: networkProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardCharts(ctx, input)),
  coverage: networkProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardCoverage(ctx, input)),
  lostDemand: networkProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardLostDemand(ctx, input)),
  providerPerformance: networkProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardProviderPerformance(ctx, input)),
  invoicePrices: networkProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardInvoicePrices(ctx, input)),
  providerPrices: networkProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardProviderPrices(ctx, input)),
  selfService: networkProcedure.input(dashboardFilterSchema).query(({ ctx, input }) => dashboardSelfService(ctx, input)),
  /** One provider's figures, as it sees them on its own console, for the network's provider page. */
  providerFigures: networkProcedure
    .input(z.object({ providerId: idSchema, filter: dashboardFilterSchema }))
    .query(({ ctx, input }) => dashboardProviderOwnFigures(ctx, input.providerId, input.filter)),
});
