import { addLogin, listLogins, resendInvitation } from "../../../domain/logins/service";
import { removeLogin } from "../../../domain/logins/removal";
import { loginListSchema, newLoginSchema, providerLoginSchema } from "@/shared/schemas/logins";
import { networkProcedure, router } from "../../trpc";

export const loginsRouter = router({
  list: networkProcedure.input(loginListSchema).query(({ ctx, input }) => listLogins(ctx.db, input)),
  create: networkProcedure
    .input(newLoginSchema)
    .mutation(({ ctx, input }) => addLogin({ db: ctx.db, now: ctx.clock.now(), notify: ctx.notify, networkUserId: ctx.identity.userId }, input)),
  resendInvitation: networkProcedure
    .input(providerLoginSchema)
    .mutation(({ ctx, input }) => resendInvitation({ db: ctx.db, now: ctx.clock.now(), notify: ctx.notify, networkUserId: ctx.identity.userId }, input)),
  remove: networkProcedure
    .input(providerLoginSchema)
    .mutation(({ ctx, input }) => removeLogin({ db: ctx.db, now: ctx.clock.now() }, { ...input, userId: ctx.identity.userId })),
});
