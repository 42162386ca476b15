import { activateCity, listWorkArea, setCityScore, setWorkArea } from "../../../domain/work-areas/service";
import { activateCitySchema, cityScoreSchema, workAreaListSchema, workAreaUpdateSchema } from "@/shared/schemas/work-areas";
import { networkProcedure, router } from "../../trpc";

export const workAreasRouter = router({
  list: networkProcedure.input(workAreaListSchema).query(({ ctx, input }) => listWorkArea(ctx.db, input)),
  set: networkProcedure.input(workAreaUpdateSchema).mutation(async ({ ctx, input }) => {
    await setWorkArea(ctx.db, input);
    return input;
  }),
  activateCity: networkProcedure.input(activateCitySchema).mutation(({ ctx, input }) => activateCity(ctx.db, input)),
  setCityScore: networkProcedure.input(cityScoreSchema).mutation(({ ctx, input }) => setCityScore(ctx.db, input)),
});
