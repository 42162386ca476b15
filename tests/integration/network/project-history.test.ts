import { describe, expect, test } from "bun:test";
import { inArray } from "drizzle-orm";
import { providers, services } from "@/server/db/schema";
import { withdrawProject } from "@/server/domain/customer-controls/withdraw";
import { cancelProject, changeProjectService } from "@/server/domain/project-status/network-actions";
import { correctInvoiceAmount, replaceInvoice } from "@/server/domain/project-status/invoice-replacement";
import { acceptProject, rejectProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { projectHistory } from "@/server/domain/projects/project-history";
import { createDeadlineSweeper } from "@/server/jobs/deadline-sweeper";
import { silentLogger } from "@/server/logger";
import { networkPageSize } from "@/shared/schemas/network-projects";
import { minimalPdf } from "../../support/sample-files";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { notifier, projectRow, providerDeps, sendRequest } from "../provider/support";

/** docs/product/project-history.md */
describe(`a project's history for the network on ${testDriver}`, () => {
  const seeded = useSeededDatabase();

  test("every event newest first, who did it, the status it moved and who got the project; no customer data", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-06-08T09:00:00+02:00"); // Monday
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    const customer = await projectRow(seeded.database.db, projectId);
    clock.set("2026-06-09T09:00:30+02:00");
    await createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier }).remindOnce();
    clock.set("2026-06-09T10:00:00+02:00");
    await rejectProject(deps, 1, projectId, "job-too-small");
    clock.set("2026-06-09T11:00:00+02:00");
    await acceptProject(deps, 2, projectId);
    clock.set("2026-06-09T12:00:00+02:00");
    await cancelProject({ db: seeded.database.db, clock, notify: notifier }, { projectId, userId: 1 });

    const names = new Map(
      (
        await seeded.database.db
          .select({ id: providers.id, name: providers.name })
          .from(providers)
          .where(inArray(providers.id, [1, 2]))
      ).map((p) => [p.id, p.name]),
    );
    const named = (id: number) => ({ id, name: names.get(id) ?? `provider ${id} not found` });
    const history = await projectHistory(seeded.database.db, { id: projectId, page: 1 });
    expect({ total: history.total, page: history.page, pageSize: history.pageSize }).toEqual({ total: 5, page: 1, pageSize: networkPageSize });
    expect(history.items.map(({ id, at, ...rest }) => rest)).toEqual([
      { action: "network.cancel", actorType: "network", actorProvider: null, fromStatusId: ProjectStatus.Accepted, toStatusId: ProjectStatus.Cancelled },
      {
        action: "provider.accepted",
        actorType: "provider",
        actorProvider: named(2),
        fromStatusId: ProjectStatus.New,
        toStatusId: ProjectStatus.Accepted,
      },
      {
        action: "provider.rejected",
        actorType: "provider",
        actorProvider: named(1),
        fromStatusId: ProjectStatus.New,
        toStatusId: ProjectStatus.New,
        assigned: named(2),
        rejectReason: "job-too-small",
      },
      { action: "provider.reminded", actorType: "system", actorProvider: null, fromStatusId: ProjectStatus.New, toStatusId: ProjectStatus.New },
      {
        action: "project.created",
        actorType: "customer",
        actorProvider: null,
        fromStatusId: null,
        toStatusId: ProjectStatus.New,
        assigned: named(1),
      },
    ]);
    expect(history.items.map((e) => e.at.toISOString())).toEqual(
      ["12:00:00", "11:00:00", "10:00:00", "09:00:30"]
        .map((t) => new Date(`2026-06-09T${t}+02:00`).toISOString())
        .concat(new Date("2026-06-08T09:00:00+02:00").toISOString()),
    );
    const written = JSON.stringify(history);
    for (const personal of [customer.customerLastName, customer.customerEmail, customer.customerGsm, customer.customerStreetHouseNumber])
      expect(written).not.toContain(personal);
  });

  test("an invoice's amount: the upload's, then each change from one amount to the next (docs/product/consoles.md)", async () => {
    const { deps, clock, storage } = providerDeps(seeded.database.db, "2026-06-08T09:00:00+02:00");
    const db = seeded.database.db;
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    await acceptProject(deps, 1, projectId);
    clock.set("2026-06-08T10:00:00+02:00");
    await uploadInvoice(deps, 1, projectId, { name: "facture.pdf", bytes: minimalPdf() }, 125_050);
    clock.set("2026-06-08T11:00:00+02:00");
    await correctInvoiceAmount({ db, clock, notify: notifier }, { projectId, userId: 7, amount: "1200" });
    clock.set("2026-06-08T12:00:00+02:00");
    await replaceInvoice({ db, clock, storage, notify: notifier }, { projectId, userId: 7, file: { name: "facture-2.pdf", bytes: minimalPdf() } });
    const { items } = await projectHistory(db, { id: projectId, page: 1 });
    expect(items.slice(0, 3).map((e) => [e.action, e.invoiceAmount])).toEqual([
      // A replacement without an amount changed none.
      ["network.invoice-replaced", undefined],
      ["network.invoice-amount-corrected", { fromCents: 125_050, toCents: 120_000 }],
      ["provider.invoice-uploaded", { fromCents: null, toCents: 125_050 }],
    ]);
    expect(items.find((e) => e.action === "provider.accepted")?.invoiceAmount).toBeUndefined();
  });

  test("a change of service names the service before and after, by code (the console names them in its language)", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-06-08T09:00:00+02:00");
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    const before = await projectRow(seeded.database.db, projectId);
    const [from, to] = await seeded.database.db
      .select({ id: services.id, code: services.code })
      .from(services)
      .where(inArray(services.id, [before.serviceId, before.serviceId === 2 ? 1 : 2]))
      .then((rows) => [rows.find((r) => r.id === before.serviceId), rows.find((r) => r.id !== before.serviceId)]);
    clock.set("2026-06-08T10:00:00+02:00");
    await changeProjectService({ db: seeded.database.db, clock, notify: notifier }, { projectId, serviceId: to!.id, userId: 1 });
    const [latest, created] = (await projectHistory(seeded.database.db, { id: projectId, page: 1 })).items;
    expect(latest).toMatchObject({ action: "network.change-service", serviceChange: { fromCode: from!.code, toCode: to!.code } });
    expect(created).not.toHaveProperty("serviceChange");
  });

  test("routing that finds nobody says so; an unknown project has an empty history", async () => {
    const { deps } = providerDeps(seeded.database.db, "2026-06-15T09:00:00+02:00");
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    await rejectProject(deps, 1, projectId);
    const second = await projectRow(seeded.database.db, projectId);
    if (second.providerId) await rejectProject(deps, second.providerId, projectId);
    const [last] = (await projectHistory(seeded.database.db, { id: projectId, page: 1 })).items;
    expect(last).toMatchObject({ action: "provider.rejected", toStatusId: ProjectStatus.Rejected, assigned: null });
    expect(await projectHistory(seeded.database.db, { id: 2_000_000_000, page: 1 })).toMatchObject({ items: [], total: 0 });
  });

  test("a request created with nobody to route to says so; a withdrawal or a cancellation never says who got the project", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-06-15T09:00:00+02:00");
    const { projectId } = await sendRequest(deps, seeded.places.namur);
    const [created] = (await projectHistory(seeded.database.db, { id: projectId, page: 1 })).items;
    expect(created).toMatchObject({ action: "project.created", toStatusId: ProjectStatus.NoProviderFound, assigned: null });

    const routed = await sendRequest(deps, seeded.places.brussels);
    clock.set("2026-06-15T10:00:00+02:00");
    await withdrawProject(
      { db: seeded.database.db, clock, storage: deps.storage, notify: notifier, publicUrl: "http://localhost", logger: silentLogger },
      {
        by: "network",
        projectId: routed.projectId,
        userId: 1,
      },
    );
    const [withdrawn] = (await projectHistory(seeded.database.db, { id: routed.projectId, page: 1 })).items;
    expect(withdrawn?.action).toBe("customer.withdraw");
    expect(withdrawn).not.toHaveProperty("assigned");
  });
});
