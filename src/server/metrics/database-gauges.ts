import { and, asc, count, eq, isNotNull, isNull, lte, min, sql } from "drizzle-orm";
import { Gauge, Registry } from "prom-client";
import type { Clock } from "../clock";
import type { DatabaseHandle } from "../db/client";
import { rowsOf } from "../db/rows";
import { homeProjects, mailQueue } from "../db/schema";
import { ProjectStatus } from "../domain/project-status/statuses";
import { answerDeadline } from "../domain/project-status/answer-deadline";
import { withDeadline } from "../observability/deadline";

/**
 * Figures read from the database at scrape time. They are the same whichever instance answers:
 * aggregate them with max(), not sum() (docs/operations/scaling-out.md#metrics).
 */
export function createDatabaseGauges(database: DatabaseHandle, clock: Clock) {
  const registry = new Registry();
  const outboxDepth = new Gauge({ name: "hs_mail_outbox_unsent", help: "Mails in the outbox not sent yet (database-wide)", registers: [registry] });
  const outboxAge = new Gauge({
    name: "hs_mail_outbox_oldest_unsent_age_seconds",
    help: "Age of the oldest unsent mail, 0 when none (database-wide)",
    registers: [registry],
  });
  const sweeperLag = new Gauge({
    name: "hs_deadline_sweeper_lag_seconds",
    help: "How long the oldest passed response deadline has waited for the sweeper, 0 when none (database-wide)",
    registers: [registry],
  });
  const connections = new Gauge({
    name: "hs_db_connections",
    help: "Connections of this application to its database, by state (all instances; Postgres only)",
    labelNames: ["state"] as const,
    registers: [registry],
  });

  // Its own registry: when the database does not answer, the scrape still carries the process's
  // metrics and this one line, not the last figures read as if they were current.
  const reachable = new Registry();
  const up = new Gauge({
    name: "hs_database_up",
    help: "1 when this scrape read the database-wide figures, 0 when the database did not answer within 2 s",
    registers: [reachable],
  });

  async function read(): Promise<void> {
    const now = clock.now();
    const [outbox] = await database.db
      .select({ unsent: count(), oldest: min(mailQueue.createdAt) })
      .from(mailQueue)
      .where(isNull(mailQueue.sentAt));
    outboxDepth.set(outbox?.unsent ?? 0);
    outboxAge.set(outbox?.oldest ? Math.max(0, (now.getTime() - new Date(outbox.oldest).getTime()) / 1000) : 0);
    // The sweeper takes candidates oldest assignment first, and the deadline grows with the
    // assignment: the first candidate carries the oldest deadline.
    const [oldest] = await database.db
      .select({ assignedAt: homeProjects.providerAssignedAt })
      .from(homeProjects)
      .where(and(eq(homeProjects.statusId, ProjectStatus.New), isNotNull(homeProjects.providerId), lte(homeProjects.providerAssignedAt, now)))
      .orderBy(asc(homeProjects.providerAssignedAt))
      .limit(1);
    const deadline = oldest?.assignedAt ? answerDeadline(oldest.assignedAt) : undefined;
    sweeperLag.set(deadline ? Math.max(0, (now.getTime() - deadline.getTime()) / 1000) : 0);
    connections.reset();
    if (database.driver === "postgres") {
      const rows = rowsOf<{ state: string | null; n: number }>(
        await database.db.execute(
          sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'home-services' group by 1`,
        ),
      );
      for (const row of rows) connections.set({ state: row.state ?? "unknown" }, Number(row.n));
    }
  }

  return async function render(): Promise<string> {
    try {
      await withDeadline(gaugeTimeoutMs, read);
      up.set(1);
      return `${await reachable.metrics()}\n${await registry.metrics()}`;
    } catch {
      up.set(0);
      return reachable.metrics();
    }
  };
}

/** As long as /readyz waits for the database. */
const gaugeTimeoutMs = 2000;
