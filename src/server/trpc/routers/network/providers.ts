import { brusselsDay } from "../../../domain/working-days/brussels-time";
import {
  createProvider,
  getProvider,
  listProviders,
  providerServicesView,
  setProviderActivity,
  setProviderService,
  updateProvider,
} from "../../../domain/providers/service";
import {
  providerActivitySchema,
  providerFormSchema,
  providerIdSchema,
  providerListSchema,
  providerServiceSchema,
  updateProviderSchema,
} from "@/shared/schemas/providers";
import { networkProcedure, router } from "../../trpc";

export const providersRouter = router({
  list: networkProcedure.input(providerListSchema).query(({ ctx, input }) => listProviders(ctx.db, input, brusselsDay(ctx.clock.now()))),
  get: networkProcedure.input(providerIdSchema).query(({ ctx, input }) => getProvider(ctx.db, input.id)),
  create: networkProcedure.input(providerFormSchema).mutation(({ ctx, input }) => createProvider({ db: ctx.db, now: ctx.clock.now() }, input)),
  update: networkProcedure.input(updateProviderSchema).mutation(async ({ ctx, input: { id, ...form } }) => {
    await updateProvider(ctx.db, id, form);
    return { id };
  }),
  setActive: networkProcedure.input(providerActivitySchema).mutation(async ({ ctx, input }) => {
    await setProviderActivity(ctx.db, input.id, input.isActive, ctx.clock.now());
    return input;
  }),
  /** The active catalogue tree and the ids of the services this provider offers. */
  services: networkProcedure.input(providerIdSchema).query(({ ctx, input }) => providerServicesView(ctx.db, input.id)),
  setService: networkProcedure.input(providerServiceSchema).mutation(async ({ ctx, input }) => {
    await setProviderService(ctx.db, input);
    return input;
  }),
});
