import { and, eq, inArray, like, sql } from "drizzle-orm";
import { ProjectStatus } from "@/shared/project-statuses";
import { invoiceContentType } from "@/shared/uploads";
import type { FileStorage } from "../../storage/storage";
import type { Executor } from "../client";
import {
  homeProjects,
  networkUsers,
  postalAreas,
  providerPostalAreas,
  loginUsers,
  providers,
  providerServices,
  serviceCategories,
  services,
  serviceSubCategories,
} from "../schema";
import { demoNetworkUserSeeds, demoPostalAreaCoordinates } from "./catalog-data";
import { demoStatusPath } from "./demo-history";
import { demoCustomerControls } from "./demo-customer-controls";
import { insertDemoTrail, type PlannedDemoProject } from "./demo-trail";
import { demoInvoiceAmountCents, demoInvoicePdf, demoStoredName, invoiceLines } from "./demo-invoice";
import { demoRating } from "./demo-ratings";

/**
 * Demo requests for the dashboard (docs/product/demo-data.md): 300 projects over the 90 days before
 * the seed ran, across services, provinces, statuses and answer times, with coverage gaps. The
 * choices come from a fixed pseudo-random sequence, so two seeds on the same day give the same
 * data; running it again adds nothing.
 */
export const demoProjectCount = 300;
const keyPrefix = "demo-dashboard-";

/**
 * More demo providers, each on part of the map and of the catalogue: Namur and Heist (8301) stay
 * uncovered. Each has a web login but the last, which the provider list flags as not fully set up.
 */
const moreProviders = [
  { id: 3, name: "Antwerpse Installateurs", email: "contact@provider3.example.com", postCodes: ["2000", "2100", "2660"], categories: [1, 2, 3], login: true },
  { id: 4, name: "Liège Rénovation", email: "contact@provider4.example.com", postCodes: ["4000"], categories: [1, 2, 3], login: true },
  { id: 5, name: "Leuvense Dakwerken", email: "contact@provider5.example.com", postCodes: ["3000", "3010"], categories: [2, 3, 4], login: true },
  { id: 6, name: "Brugse Vakmensen", email: "contact@provider6.example.com", postCodes: ["8000", "8300"], categories: [1, 3, 4], login: true },
  { id: 7, name: "Bruxelles Services", email: "contact@provider7.example.com", postCodes: ["1000", "1050"], categories: [1, 2, 3, 4], login: true },
  { id: 8, name: "Gentse Dakwerken", email: "contact@provider8.example.com", postCodes: ["9000", "9050"], categories: [1, 2, 4], login: false },
];

const firstNames = ["Amélie", "Jan", "Sofie", "Mohamed", "Lucas", "Emma", "Noah", "Louise", "Arthur", "Marie", "Lotte", "Youssef"];
const lastNames = ["Dubois", "Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Lambert", "Dupont", "Wouters", "Leroy"];

/** mulberry32: a small fixed pseudo-random sequence. */
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hour = 3_600_000;

/** What `bun run db:seed` passes: the moment the 90 days end, and the file store the app keeps uploads in. */
export interface DemoProjectsOptions {
  now: Date;
  /** Where the completed projects' invoices go (src/server/storage): the same store the app reads them from. */
  storage: FileStorage;
}

export async function seedDemoProjects(tx: Executor, { now, storage }: DemoProjectsOptions): Promise<void> {
  const [done] = await tx
    .select({ id: homeProjects.id })
    .from(homeProjects)
    .where(like(homeProjects.idempotencyKey, `${keyPrefix}%`))
    .limit(1);
  if (done) return;
  const routed = await tx
    .select({ id: services.id, categoryId: serviceSubCategories.categoryId, manual: services.needsManualHandling })
    .from(services)
    .innerJoin(serviceSubCategories, eq(serviceSubCategories.id, services.subCategoryId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, serviceSubCategories.categoryId))
    .where(and(eq(services.isActive, true), eq(serviceSubCategories.isActive, true), eq(serviceCategories.isActive, true)))
    .orderBy(services.id);
  for (const p of moreProviders) {
    await tx.insert(providers).values({ id: p.id, name: p.name, contactEmail: p.email }).onConflictDoNothing({ target: providers.id });
    const offered = routed.filter((s) => !s.manual && p.categories.includes(s.categoryId));
    if (offered.length > 0)
      await tx
        .insert(providerServices)
        .values(offered.map((s) => ({ providerId: p.id, serviceId: s.id })))
        .onConflictDoNothing();
    const areas = await tx.select({ id: postalAreas.id }).from(postalAreas).where(inArray(postalAreas.postCode, p.postCodes));
    if (areas.length > 0)
      await tx
        .insert(providerPostalAreas)
        .values(areas.map((a) => ({ providerId: p.id, postalAreaId: a.id })))
        .onConflictDoNothing();
    if (p.login)
      await tx
        .insert(loginUsers)
        .values({ providerId: p.id, givenName: "Pro", lastName: p.name, email: `pro${p.id}@example.com` })
        .onConflictDoNothing();
  }
  await tx.execute(sql`select setval(pg_get_serial_sequence('providers', 'id'), greatest((select max(id) from providers), 1))`);

  // Who covers what, as the routing would see it (active links and services of active providers).
  const areas = await tx
    .select({ id: postalAreas.id })
    .from(postalAreas)
    .where(inArray(postalAreas.postCode, Object.keys(demoPostalAreaCoordinates)))
    .orderBy(postalAreas.id);
  const links = await tx
    .select({ providerId: providerPostalAreas.providerId, areaId: providerPostalAreas.postalAreaId })
    .from(providerPostalAreas)
    .innerJoin(providers, eq(providers.id, providerPostalAreas.providerId))
    .where(and(eq(providerPostalAreas.isActive, true), eq(providers.isActive, true)));
  const offers = await tx
    .select({ providerId: providerServices.providerId, serviceId: providerServices.serviceId })
    .from(providerServices)
    .where(eq(providerServices.isActive, true));
  const candidates = (areaId: number, serviceId: number) =>
    [...new Set(links.filter((l) => l.areaId === areaId).map((l) => l.providerId))]
      .filter((p) => offers.some((o) => o.providerId === p && o.serviceId === serviceId))
      .sort((a, b) => a - b);

  const providerNames = new Map((await tx.select({ id: providers.id, name: providers.name }).from(providers)).map((p) => [p.id, p.name]));
  const networkEmails = demoNetworkUserSeeds.map((u) => u.email);
  const [networkUser] = await tx.select({ id: networkUsers.id }).from(networkUsers).where(inArray(networkUsers.email, networkEmails)).limit(1);

  const planned: PlannedDemoProject[] = [];
  const random = sequence(18);
  // The closing times come from a sequence of their own: the requests, answers and statuses stay
  // what the first sequence has always drawn.
  const closing = sequence(29);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  for (let i = 0; i < demoProjectCount; i++) {
    const createdAt = new Date(now.getTime() - Math.floor((i / demoProjectCount) * 90 * 24 * hour) - Math.floor(random() * 20 * hour));
    const area = pick(areas);
    const service = random() < 0.04 ? (routed.find((s) => s.manual) ?? pick(routed)) : pick(routed.filter((s) => !s.manual));
    const language = random() < 0.55 ? "fr" : "nl";
    const history: PlannedDemoProject["history"] = [];
    let statusId: number = service.manual ? ProjectStatus.ManualHandling : ProjectStatus.NoProviderFound;
    let providerId: number | null = null;
    let assignedAt: Date | null = null;
    const tried: number[] = [];
    let at = createdAt;
    while (!service.manual) {
      const next = candidates(area.id, service.id).find((p) => !tried.includes(p));
      if (next === undefined) {
        statusId = tried.length > 0 ? ProjectStatus.Rejected : ProjectStatus.NoProviderFound;
        providerId = null;
        assignedAt = null;
        break;
      }
      tried.push(next);
      providerId = next;
      assignedAt = at;
      const age = (now.getTime() - at.getTime()) / hour;
      const roll = random();
      const wait = (0.5 + random() * random() * 40) * hour;
      // Recent ones, and any whose answer would lie in the future, still wait.
      if ((age < 96 && roll < 0.7) || at.getTime() + (roll < 0.24 && roll >= 0.14 ? 50 * hour : wait) > now.getTime()) {
        history.push({ providerId: next, at, outcome: null, answeredAt: null });
        statusId = ProjectStatus.New;
        break;
      }
      if (roll < 0.14) {
        const answeredAt = new Date(at.getTime() + wait);
        history.push({ providerId: next, at, outcome: "rejected", answeredAt });
        at = answeredAt;
        continue;
      }
      if (roll < 0.24) {
        const ended = new Date(at.getTime() + 50 * hour);
        history.push({ providerId: next, at, outcome: "auto-rejected", answeredAt: ended });
        at = ended;
        continue;
      }
      const answeredAt = new Date(at.getTime() + wait);
      history.push({ providerId: next, at, outcome: "accepted", answeredAt });
      const after = random();
      statusId =
        age > 240 && after < 0.55
          ? ProjectStatus.Completed
          : after < 0.68
            ? ProjectStatus.NoAgreement
            : after < 0.74
              ? ProjectStatus.Cancelled
              : ProjectStatus.Accepted;
      break;
    }
    // 5 % of the others, not New, were cancelled by the network. The draw is also made for New, so
    // that the seeded numbers stay what they always were.
    const drawn = statusId !== ProjectStatus.Completed && statusId !== ProjectStatus.NoAgreement && statusId !== ProjectStatus.Cancelled && random() < 0.05;
    if (drawn && statusId !== ProjectStatus.New) statusId = ProjectStatus.Cancelled;
    const first = pick(firstNames);
    const last = pick(lastNames);
    const project: (typeof planned)[number]["project"] = {
      createdAt,
      updatedAt: createdAt,
      serviceId: service.id,
      postalAreaId: area.id,
      statusId,
      providerId,
      providerAssignedAt: assignedAt,
      language,
      customerDescription: "",
      customerFirstName: first,
      customerLastName: last,
      customerGsm: "+32 470 00 00 00",
      customerEmail: `demo${i}@example.com`,
      customerStreetHouseNumber: `Rue de la Démo ${i + 1}`,
      isInsurerCustomer: random() < 0.7,
      privacyConsentAt: createdAt,
      privacyConsentVersion: "demo",
      idempotencyKey: `${keyPrefix}${i}`,
      noAgreementReasonId: statusId === ProjectStatus.NoAgreement ? 1 + Math.floor(random() * 6) : null,
      noAgreementText: statusId === ProjectStatus.NoAgreement ? "Démo" : null,
      // The call-by counts from the acceptance, as the domain records it.
      providerAcceptedAt: history.find((a) => a.outcome === "accepted")?.answeredAt ?? null,
    };
    const initialStatusId = service.manual ? ProjectStatus.ManualHandling : history.length > 0 ? ProjectStatus.New : ProjectStatus.NoProviderFound;
    const path = demoStatusPath({
      key: `${keyPrefix}${i}`,
      number: i + 1,
      project,
      initialStatusId,
      history,
      now,
      closing,
      networkUserId: networkUser?.id ?? null,
    });
    const amountCents = demoInvoiceAmountCents(`${keyPrefix}${i}`);
    const invoice = path.invoiceName
      ? {
          storedName: demoStoredName(`${keyPrefix}${i}`, path.invoiceName),
          bytes: demoInvoicePdf(invoiceLines(language, providerNames.get(providerId ?? 0) ?? "", i + 1, path.closedAt ?? now, amountCents)),
        }
      : undefined;
    if (invoice) {
      project.providerInvoiceFileName = invoice.storedName;
      project.invoiceAmountCents = amountCents;
      const upload = path.events.at(-1);
      if (upload) upload.details = { fileName: invoice.storedName, sizeBytes: invoice.bytes.byteLength, amountCents };
    }
    project.customerCalledAt = path.calledAt ?? null;
    project.visitAt = path.visit?.visitAt ?? null;
    project.visitPlannedAt = path.visit?.plannedAt ?? null;
    project.visitFirstPlannedAt = path.visit?.plannedAt ?? null;
    const own = demoCustomerControls({
      number: i + 1,
      language,
      createdAt,
      events: path.events,
      now,
      networkUserId: networkUser?.id ?? null,
      visit: path.visit,
    });
    const rated = demoRating({
      key: `${keyPrefix}${i}`,
      number: i + 1,
      language,
      providerId,
      events: own.events,
      now,
      networkUserId: networkUser?.id ?? null,
    });
    project.preferredCallTimes = own.callTimes;
    project.visitChangeAskedAt = own.visitChangeAskedAt;
    project.updatedAt = rated.events.at(-1)?.createdAt ?? createdAt;
    planned.push({ history, project, events: rated.events, invoice, additions: own.additions, rating: rated.rating });
  }
  // A few statements for the whole lot: the seed stays quick on PGlite.
  const inserted = await tx
    .insert(homeProjects)
    .values(planned.map((p) => p.project))
    .returning({ id: homeProjects.id, key: homeProjects.idempotencyKey });
  const idOf = new Map(inserted.map((r) => [r.key, r.id]));
  await insertDemoTrail(tx, planned, idOf);
  // The invoices last, in the seed's transaction: a store that fails leaves no project pointing at a
  // missing file (a row that fails leaves files `bun run db:check --fix` removes).
  const invoices = planned.flatMap((p) => (p.invoice ? [p.invoice] : []));
  await Promise.all(invoices.map((invoice) => storage.put(invoice.storedName, invoice.bytes, invoiceContentType)));
}
