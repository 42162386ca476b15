import { AuthorizationType } from "../../domain/logins/resolve-login";
import { publicProcedure, router } from "../trpc";

export const sessionRouter = router({
  /** The signed-in person as the server sees it: the client's route guard follows this. */
  me: publicProcedure.query(({ ctx }) => {
    if (!ctx.identity) return { authorizationType: AuthorizationType.NotAccepted, providerId: 0, signedIn: false };
    return {
      authorizationType: ctx.identity.kind === "network" ? AuthorizationType.Network : AuthorizationType.Provider,
      providerId: ctx.identity.providerId ?? 0,
      signedIn: true,
    };
  }),
});
