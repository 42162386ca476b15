import { networkRouter } from "./routers/network";
import { providerRouter } from "./routers/provider";
import { sessionRouter } from "./routers/session";
import { router } from "./trpc";

export const appRouter = router({
  session: sessionRouter,
  network: networkRouter,
  provider: providerRouter,
});

export type AppRouter = typeof appRouter;
