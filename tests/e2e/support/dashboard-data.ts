import type postgres from "postgres";

/**
 * The rows the dashboard test creates in its worker's database, and the figures it expects from
 * them (definitions: docs/product/dashboard.md). The network's rows fall in a random four-week
 * period years back, which nothing else writes to; the provider's own figures are those of a
 * provider the test creates, with its own login.
 */
type Outcome = "accepted" | "rejected" | "auto-rejected" | null;
interface Assignment {
  provider: "own" | "other";
  atCreation: boolean;
  outcome: Outcome;
  hours: number | null;
  /** Days after the request's creation. */
  after?: number;
  /** A refusal by hand: the reason the provider chose (docs/product/statuses.md, "Why providers refuse"). */
  reason?: string;
  /** After an acceptance: working hours until the provider noted its call to the customer. */
  callHours?: number;
}
interface Spec {
  status: number;
  language: "fr" | "nl";
  /** The project's provider now. */
  provider: "own" | "other" | null;
  assignments: Assignment[];
  /** Days after the request at which the first visit its provider noted takes place. */
  visitDays?: number;
  /** A completed job's score out of 5, given by the customer a day after the request. */
  rating?: number;
  /** A completed job's invoice amount, euro cents VAT included, as its provider gave it. */
  invoiceCents?: number;
}

const own = (outcome: Outcome, hours: number | null, atCreation = true): Assignment => ({ provider: "own", atCreation, outcome, hours });

/**
 * The period's requests, all at 5000 Namur for one service. Six answers come within the hour: the
 * median is written in minutes (45 min), the 90th percentile and the previous period's in hours.
 */
export const currentSpecs: Spec[] = [
  // Calls noted in time (within a working day, 24 working hours) for two, late for one.
  // Visits 2, 4 and 6.5 days after the request for three of them: median 4 days.
  { status: 2, language: "nl", provider: "own", assignments: [{ ...own("accepted", 0.1), callHours: 2 }], visitDays: 2 },
  // Rated 5 and 2 (an unhappy customer), and 4 in French below: a mean of 3,7, one in three unhappy.
  // Invoiced 850 €, 1 320,40 € and 12 480,60 € below: 14 651 € in all, a median of 1 320 €.
  { status: 5, language: "nl", provider: "own", assignments: [{ ...own("accepted", 0.2), callHours: 24 }], visitDays: 4, rating: 5, invoiceCents: 85_000 },
  { status: 5, language: "nl", provider: "own", assignments: [{ ...own("accepted", 0.25), callHours: 30 }], rating: 2, invoiceCents: 132_040 },
  { status: 6, language: "nl", provider: "own", assignments: [own("accepted", 0.4)] },
  { status: 4, language: "nl", provider: "own", assignments: [own("accepted", 0.5)] },
  { status: 3, language: "fr", provider: null, assignments: [{ ...own("rejected", 0.75), reason: "too-far" }] },
  { status: 3, language: "fr", provider: null, assignments: [own("auto-rejected", null)] },
  { status: 8, language: "fr", provider: null, assignments: [] },
  { status: 8, language: "fr", provider: null, assignments: [] },
  { status: 7, language: "fr", provider: null, assignments: [] },
  // New without a provider (the network's to place). A new project waiting for a provider's answer
  // years back would be taken away by the deadline sweeper while the test runs.
  { status: 1, language: "fr", provider: null, assignments: [] },
  {
    status: 2,
    language: "fr",
    provider: "own",
    assignments: [
      { provider: "other", atCreation: true, outcome: "rejected", hours: 8, reason: "fully-booked" },
      { ...own("accepted", 9, false), after: 1 },
    ],
    visitDays: 6.5,
  },
  { status: 2, language: "fr", provider: "own", assignments: [own("accepted", 10)] },
  { status: 5, language: "fr", provider: "own", assignments: [own("accepted", 11.75)], rating: 4, invoiceCents: 1_248_060 },
  { status: 6, language: "fr", provider: "own", assignments: [own("accepted", 12)] },
];

/** The previous period's requests (all in French). */
export const previousSpecs: Spec[] = [
  // Invoiced without an amount (an api/ caller of the old contract): no invoice figure before.
  { status: 5, language: "fr", provider: "own", assignments: [own("accepted", 20)], visitDays: 3, rating: 4 },
  { status: 8, language: "fr", provider: null, assignments: [] },
  { status: 4, language: "fr", provider: null, assignments: [own("auto-rejected", null)] },
  { status: 6, language: "fr", provider: "own", assignments: [own("accepted", 30)] },
];

/**
 * Recent requests for the provider's own figures: 2 days ago (this period) and 40 days ago (the
 * previous one). Its median answer time is 9 minutes (once written "0,1 h").
 */
export const recentSpecs: Spec[] = [
  { status: 2, language: "fr", provider: "own", assignments: [{ ...own("accepted", 0.1), callHours: 3 }] },
  { status: 3, language: "fr", provider: null, assignments: [own("rejected", 0.2)] },
  { status: 3, language: "nl", provider: null, assignments: [own("auto-rejected", null)] },
  // Completed and invoiced 2 310 € (its answer in 9 minutes keeps the median).
  { status: 5, language: "nl", provider: "own", assignments: [own("accepted", 0.15)], invoiceCents: 231_000 },
];
export const olderSpecs: Spec[] = [
  { status: 5, language: "fr", provider: "own", assignments: [{ ...own("accepted", 6), callHours: 30 }], invoiceCents: 64_000 },
];

const dayMs = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A Monday between 2016 and 2023 and the four weeks from it: random within its slot of 100 weeks,
 * so that the tests of one worker (one database), each in its own slot, never share a period.
 */
export function pastPeriod(slot: number): { from: string; to: string; previousFrom: string; previousTo: string; startMs: number } {
  const startMs = Date.UTC(2016, 0, 4) + (slot * 100 + 8 + Math.floor(Math.random() * 90)) * 7 * dayMs;
  return { from: isoDay(startMs), to: isoDay(startMs + 27 * dayMs), previousFrom: isoDay(startMs - 28 * dayMs), previousTo: isoDay(startMs - dayMs), startMs };
}

export interface Seeded {
  providerId: number;
  providerName: string;
  email: string;
  serviceId: number;
  otherProviderId: number;
}

/** A provider of its own (a login, one service, Beez at 5000 as work area) and every row spec below as rows of its own. */
export async function seedDashboard(sql: postgres.Sql, suffix: string, startMs: number): Promise<Seeded> {
  const [service] = await sql<{ id: number }[]>`select id from services where is_active and not needs_manual_handling order by id limit 1`;
  const [namur] = await sql<{ id: number }[]>`select id from postal_areas where post_code = '5000' and city_postal_area = 'Namur'`;
  const [beez] = await sql<{ id: number }[]>`select id from postal_areas where post_code = '5000' and city_postal_area = 'Beez'`;
  const [other] = await sql<{ id: number }[]>`select id from providers where is_active order by id limit 1`;
  if (!service || !namur || !beez || !other) throw new Error("the demo data lacks a service, 5000 Namur/Beez or a provider");
  const providerName = `Toitures Dashboard ${suffix}`;
  const email = `dashboard-${suffix}@example.com`;
  const [provider] = await sql<{ id: number }[]>`insert into providers (name) values (${providerName}) returning id`;
  if (!provider) throw new Error("no provider");
  await sql`insert into login_users (provider_id, given_name, last_name, email) values (${provider.id}, 'Dana', 'Board', ${email})`;
  await sql`insert into provider_services (provider_id, service_id, is_active) values (${provider.id}, ${service.id}, true)`;
  await sql`insert into provider_postal_areas (provider_id, postal_area_id, is_active, score) values (${provider.id}, ${beez.id}, true, 10)`;

  const insert = async (spec: Spec, createdMs: number, index: number) => {
    const providerId = spec.provider === "own" ? provider.id : spec.provider === "other" ? other.id : null;
    const created = new Date(createdMs);
    const [project] = await sql<{ id: number }[]>`
      insert into home_projects (created_at, updated_at, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
        customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer,
        privacy_consent_at, privacy_consent_version, invoice_amount_cents)
      values (${created}, ${created}, ${service.id}, ${namur.id}, ${spec.status}, ${providerId}, ${providerId ? created : null}, ${spec.language},
        'Test', ${`Dashboard${suffix}${index}`}, '+32 470 00 00 00', 'dashboard@example.com', 'Rue de Fer 1', false, ${created}, '1', ${spec.invoiceCents ?? null})
      returning id`;
    if (!project) throw new Error("no project");
    for (const a of spec.assignments) {
      const assigned = new Date(createdMs + (a.after ?? 0) * dayMs);
      const ended = a.outcome ? new Date(assigned.getTime() + 3_600_000) : null;
      await sql`insert into project_assignments (project_id, provider_id, assigned_at, at_creation, outcome, ended_at, answer_working_hours, call_working_hours)
        values (${project.id}, ${a.provider === "own" ? provider.id : other.id}, ${assigned}, ${a.atCreation}, ${a.outcome}, ${ended}, ${a.hours}, ${a.callHours ?? null})`;
      // A refusal is recorded as the domain records it, with its reason (none for the deadline's).
      if (a.outcome === "rejected" || a.outcome === "auto-rejected")
        await sql`insert into home_project_rejects (project_id, provider_id, is_auto_rejected, reason, created_at)
          values (${project.id}, ${a.provider === "own" ? provider.id : other.id}, ${a.outcome === "auto-rejected"}, ${a.reason ?? null}, ${ended})`;
    }
    // A visit as the provider notes it: its audit event, an hour after the request (docs/product/dashboard.md).
    if (spec.visitDays !== undefined && providerId)
      await sql`insert into audit_events (created_at, actor_type, actor_id, action, project_id, from_status_id, to_status_id, details)
        values (${new Date(createdMs + 3_600_000)}, 'provider', ${providerId}, 'provider.visit-planned', ${project.id}, 2, 2,
          ${sql.json({ visitAt: new Date(createdMs + spec.visitDays * dayMs).toISOString() })})`;
    // The customer's rating as the rating page records it, a day after the request.
    if (spec.rating !== undefined && providerId)
      await sql`insert into project_ratings (project_id, provider_id, token_hash, token_expires_at, requested_at, rated_at, rating)
        values (${project.id}, ${providerId}, ${`dashboard-${suffix}-${index}`}, ${new Date(createdMs + 30 * dayMs)}, ${created}, ${new Date(createdMs + dayMs)}, ${spec.rating})`;
  };
  // Each request on its own day, mid-morning in Brussels, well inside its period.
  for (const [i, spec] of currentSpecs.entries()) await insert(spec, startMs + (i + 1) * dayMs + 9 * 3_600_000, i);
  for (const [i, spec] of previousSpecs.entries()) await insert(spec, startMs - 27 * dayMs + i * 5 * dayMs + 9 * 3_600_000, 100 + i);
  const now = Date.now();
  for (const [i, spec] of recentSpecs.entries()) await insert(spec, now - 2 * dayMs - i * 3_600_000, 200 + i);
  for (const [i, spec] of olderSpecs.entries()) await insert(spec, now - 40 * dayMs, 300 + i);
  return { providerId: provider.id, providerName, email, serviceId: service.id, otherProviderId: other.id };
}

/** The period's refusals by cause, as the dashboard's "Motifs des refus" counts them. */
export function rejectionCausesOf(specs: Spec[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of specs.flatMap((s) => s.assignments)) {
    if (a.outcome !== "rejected" && a.outcome !== "auto-rejected") continue;
    const cause = a.outcome === "auto-rejected" ? "deadline" : (a.reason ?? "unspecified");
    counts[cause] = (counts[cause] ?? 0) + 1;
  }
  return counts;
}

/** The continuous percentile, as Postgres's percentile_cont. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (position - low);
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/** A mean score with one decimal, as the dashboard keeps it. */
const meanScore = (scores: number[]) => (scores.length === 0 ? null : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10);

/** The eighteen key figures of a set of requests (docs/product/dashboard.md, "Key figures"). */
export function keyFiguresOf(specs: Spec[]) {
  const total = specs.length;
  const invoiced = specs.flatMap((s) => (s.invoiceCents === undefined ? [] : [s.invoiceCents]));
  const median = percentile(invoiced, 0.5);
  const scores = specs.flatMap((s) => (s.rating === undefined ? [] : [s.rating]));
  const assignments = specs.flatMap((s) => s.assignments);
  const count = (test: (s: Spec) => boolean) => specs.filter(test).length;
  const answered = assignments.flatMap((a) => (a.hours === null ? [] : [a.hours]));
  return {
    requestsReceived: total,
    routedAtCreationShare: ratio(
      count((s) => s.assignments.some((a) => a.atCreation)),
      total,
    ),
    noProviderFoundShare: ratio(
      count((s) => s.status === 8),
      total,
    ),
    manualHandlingShare: ratio(
      count((s) => s.status === 7),
      total,
    ),
    firstAnswerMedianHours: percentile(answered, 0.5),
    firstAnswerP90Hours: percentile(answered, 0.9),
    deadlineRejectionShare: ratio(assignments.filter((a) => a.outcome === "auto-rejected").length, assignments.length),
    providerRejectionShare: ratio(assignments.filter((a) => a.outcome === "rejected").length, assignments.length),
    acceptedShare: ratio(
      count((s) => s.assignments.some((a) => a.outcome === "accepted")),
      total,
    ),
    visitAgreedShare: ratio(
      count((s) => s.visitDays !== undefined),
      total,
    ),
    visitMedianDays: percentile(
      specs.flatMap((s) => (s.visitDays === undefined ? [] : [s.visitDays])),
      0.5,
    ),
    completedShare: ratio(
      count((s) => s.status === 5),
      total,
    ),
    cancelledShare: ratio(
      count((s) => s.status === 4),
      total,
    ),
    noAgreementShare: ratio(
      count((s) => s.status === 6),
      total,
    ),
    ratingAverage: meanScore(scores),
    lowRatingShare: ratio(scores.filter((r) => r <= 2).length, scores.length),
    invoicedTotalCents: invoiced.length === 0 ? null : invoiced.reduce((a, b) => a + b, 0),
    invoiceMedianCents: median === null ? null : Math.round(median),
  };
}

/** "What jobs cost" of a set of requests (docs/product/dashboard.md): the one service's invoices and quartiles, in cents. */
export function invoicePricesOf(specs: Spec[]) {
  const amounts = specs.flatMap((s) => (s.invoiceCents === undefined ? [] : [s.invoiceCents]));
  const at = (p: number) => Math.round(percentile(amounts, p) ?? 0);
  return { invoices: amounts.length, lowCents: at(0.25), medianCents: at(0.5), highCents: at(0.75) };
}

/** One provider's figures from its assignments (docs/product/dashboard.md, "Provider performance"); openNow apart. */
export function providerFiguresOf(specs: Spec[], who: "own" | "other") {
  const mine = specs.flatMap((s) => s.assignments.filter((a) => a.provider === who).map((a) => ({ a, s })));
  const kept = (status: number) => mine.filter(({ a, s }) => a.outcome === "accepted" && s.provider === who && s.status === status).length;
  return {
    assigned: mine.length,
    accepted: mine.filter(({ a }) => a.outcome === "accepted").length,
    // Noted within one working day of the acceptance.
    calledInTime: mine.filter(({ a }) => a.outcome === "accepted" && a.callHours !== undefined && a.callHours <= 24).length,
    rejected: mine.filter(({ a }) => a.outcome === "rejected").length,
    rejectedByDeadline: mine.filter(({ a }) => a.outcome === "auto-rejected").length,
    noAgreement: kept(6),
    completed: kept(5),
    firstAnswerMedianHours: percentile(
      mine.flatMap(({ a }) => (a.hours === null ? [] : [a.hours])),
      0.5,
    ),
    // The ratings of its current projects (each project's own provider).
    ratings: specs.filter((s) => s.provider === who && s.rating !== undefined).length,
    ratingAverage: meanScore(specs.flatMap((s) => (s.provider === who && s.rating !== undefined ? [s.rating] : []))),
    // The amounts of its completed assignments, null when none gave one.
    invoicedCents: invoicedOf(mine.filter(({ a, s }) => a.outcome === "accepted" && s.provider === who && s.status === 5).map(({ s }) => s)),
  };
}

const invoicedOf = (specs: Spec[]) => {
  const amounts = specs.flatMap((s) => (s.invoiceCents === undefined ? [] : [s.invoiceCents]));
  return amounts.length === 0 ? null : amounts.reduce((a, b) => a + b, 0);
};

/** The provider's projects open now (new or accepted), whatever their date. */
export const openNowOf = (specs: Spec[]) => specs.filter((s) => s.provider === "own" && (s.status === 1 || s.status === 2)).length;
