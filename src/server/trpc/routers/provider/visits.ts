import { calendarFeedState, startCalendarFeed, stopCalendarFeed } from "../../../domain/providers/calendar-feed";
import { upcomingVisits } from "../../../domain/project-status/provider-visits";
import { providerProcedure, router, type TrpcContext } from "../../trpc";

const feedDeps = (ctx: TrpcContext) => ({ db: ctx.db, clock: ctx.clock, publicUrl: ctx.env.PUBLIC_URL });

/** "Mes rendez-vous" and the calendar subscription (docs/product/visits.md); the provider id comes from the session. */
export const providerVisitsRouter = router({
  upcoming: providerProcedure.query(({ ctx }) => upcomingVisits(ctx, ctx.providerId, ctx.language)),
  feed: providerProcedure.query(({ ctx }) => calendarFeedState(ctx.db, ctx.providerId)),
  /** A new address, shown once; it replaces the one before. */
  startFeed: providerProcedure.mutation(async ({ ctx }) => {
    const feed = await startCalendarFeed(feedDeps(ctx), ctx.providerId, ctx.language, ctx.identity.userId);
    ctx.logger.info("provider.calendar-feed.started", { providerId: ctx.providerId, loginId: ctx.identity.userId });
    return feed;
  }),
  stopFeed: providerProcedure.mutation(async ({ ctx }) => {
    await stopCalendarFeed(ctx.db, ctx.providerId);
    ctx.logger.info("provider.calendar-feed.stopped", { providerId: ctx.providerId, loginId: ctx.identity.userId });
  }),
});
