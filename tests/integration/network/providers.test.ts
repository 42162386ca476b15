import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq, sql } from "drizzle-orm";
import { auditEvents, loginUsers, providerAbsences, providerPostalAreas, providers, services } from "@/server/db/schema";
import { addLogin, listLogins, resendInvitation } from "@/server/domain/logins/service";
import { invalidateCatalogCache } from "@/server/domain/catalog/service";
import {
  activeServiceIds,
  createProvider,
  getProvider,
  listProviders,
  providerServicesView,
  setProviderActivity,
  setProviderService,
  updateProvider,
} from "@/server/domain/providers/service";
import { activateCity, listWorkArea, setCityScore, setWorkArea } from "@/server/domain/work-areas/service";
import type { SetupGap } from "@/shared/provider-setup-gaps";
import { countProvidersNotSetUp } from "@/server/domain/providers/setup-gaps";
import { testDriver, type TestDatabase } from "../../support/database";
import { loginDeps, networkTestDatabase, now, publicUrl, testNetworkUserId } from "./support";
import { mailsFor } from "../customer-controls/support";
import { postalAreaId } from "../../support/fixtures";
import { refusal } from "../../support/projects";

const complete = {
  name: "Plomberie Lambert",
  address: "Rue Neuve 1, 1000 Bruxelles",
  contactName: "Luc Lambert",
  contactPhoneNumber: "+32 470 11 22 33",
  contactEmail: "luc@lambert.brussels",
};

describe(`providers, work areas and logins on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await networkTestDatabase();
  }, 30_000);
  afterAll(() => database.dispose());
  const invitations = () => mailsFor(database.db, "provider-login-invitation");

  test("the seven create checks run in order and stop at the first failure", async () => {
    const create = (form: Partial<typeof complete>) => refusal(createProvider({ db: database.db, now }, { ...complete, ...form }));
    const empty = { name: "", address: "", contactName: "", contactPhoneNumber: "+32", contactEmail: "" };
    expect(await create(empty)).toBe("providerNameMissing");
    expect(await create({ ...empty, name: "A" })).toBe("providerAddressMissing");
    expect(await create({ ...empty, name: "A", address: "B" })).toBe("providerContactNameMissing");
    expect(await create({ ...empty, name: "A", address: "B", contactName: "C" })).toBe("providerPhoneMissing");
    expect(await create({ name: "A", address: "B", contactName: "C", contactPhoneNumber: "0470", contactEmail: "" })).toBe("providerEmailMissing");
    expect(await create({ contactPhoneNumber: "0470 11", contactEmail: "not-an-email" })).toBe("providerPhoneInvalid");
    expect(await create({ contactEmail: "luc@lambert" })).toBe("providerEmailInvalid");
    expect(await create({ name: "   " })).toBe("providerNameMissing");
    // What looks empty is: zero-width characters alone are no name, no address (src/shared/text.ts).
    expect(await create({ name: "\u200b\u2060" })).toBe("providerNameMissing");
    expect(await create({ address: "\ufeff\u200b " })).toBe("providerAddressMissing");
    const before = (await listProviders(database.db, { search: "", page: 1 }, "2026-04-07")).total;
    expect(before).toBe(2);
    const { id } = await createProvider({ db: database.db, now }, complete);
    const stored = await getProvider(database.db, id);
    expect(stored).toMatchObject({ ...complete, isActive: true });
    // Invisible characters at either end are not kept.
    const edged = await createProvider({ db: database.db, now }, { ...complete, name: "\u200bPlomberie Nette\u2060", contactName: " Luc\ufeff" });
    expect(await getProvider(database.db, edged.id)).toMatchObject({ name: "Plomberie Nette", contactName: "Luc" });
    // A Belgian number written the usual way gets its +32, as in the wizard.
    const local = await createProvider({ db: database.db, now }, { ...complete, name: "Plomberie Locale", contactPhoneNumber: " 081 22 33 44 " });
    expect((await getProvider(database.db, local.id)).contactPhoneNumber).toBe("+32 81 22 33 44");
  });

  test("update requires only the name, and its refusals say the update failed; activity toggles; unknown ids are not found", async () => {
    const { id } = await createProvider({ db: database.db, now }, { ...complete, name: "Toitures Dupont" });
    expect(await refusal(updateProvider(database.db, id, { ...complete, name: "" }))).toBe("providerUpdateNameMissing");
    expect(await refusal(updateProvider(database.db, id, { ...complete, contactPhoneNumber: "0470" }))).toBe("providerUpdatePhoneInvalid");
    expect(await refusal(updateProvider(database.db, id, { ...complete, contactEmail: "nobody" }))).toBe("providerUpdateEmailInvalid");
    await updateProvider(database.db, id, { name: "Toitures Dupont & Fils", address: "", contactName: "", contactPhoneNumber: "", contactEmail: "" });
    expect(await getProvider(database.db, id)).toMatchObject({ name: "Toitures Dupont & Fils", address: "" });
    await setProviderActivity(database.db, id, false, new Date());
    expect((await getProvider(database.db, id)).isActive).toBe(false);
    expect(await refusal(setProviderActivity(database.db, 99_999, true, new Date()))).toBe("providerUnknown");
  });

  test("list: name contains (case-insensitive) or exact id, with the project count", async () => {
    const day = "2026-04-07";
    expect((await listProviders(database.db, { search: "gentse", page: 1 }, day)).items.map((r) => r.name)).toEqual(["Gentse Vakmannen"]);
    expect((await listProviders(database.db, { search: "2", page: 1 }, day)).items.map((r) => r.id)).toEqual([2]);
    expect((await listProviders(database.db, { search: "100%", page: 1 }, day)).total).toBe(0);
  });

  test("list: a name is found whatever its accents ('liege' finds 'Liège Rénovation'; the change-provider dialog's search uses the same rule)", async () => {
    const { id } = await createProvider({ db: database.db, now: new Date() }, { ...complete, name: "Liège Rénovation" });
    const day = "2026-04-07";
    for (const search of ["liege", "LIÈGE", "renovation", "Liège Réno"]) {
      expect((await listProviders(database.db, { search, page: 1 }, day)).items.map((r) => r.id)).toContain(id);
    }
    expect((await listProviders(database.db, { search: "liège x", page: 1 }, day)).total).toBe(0);
  });

  test("list: a provider absent that day shows the last day of its absence (docs/product/absences.md)", async () => {
    await database.db
      .insert(providerAbsences)
      .values({ providerId: 2, startsOn: "2026-04-06", endsOn: "2026-04-10", createdByType: "provider", createdById: 1 });
    const absentUntilOn = async (day: string) => (await listProviders(database.db, { search: "2", page: 1 }, day)).items[0]?.absentUntil;
    expect(await absentUntilOn("2026-04-05")).toBeNull();
    expect(await absentUntilOn("2026-04-06")).toBe("2026-04-10");
    expect(await absentUntilOn("2026-04-10")).toBe("2026-04-10");
    expect(await absentUntilOn("2026-04-11")).toBeNull();
    await database.db.delete(providerAbsences);
  });

  test("an active provider not fully set up says what it lacks: an active service, an active work area, a login (docs/product/consoles.md)", async () => {
    const { id } = await createProvider({ db: database.db, now }, { ...complete, name: "Toitures Naissantes" });
    const gaps = async () => ({
      listed: (await listProviders(database.db, { search: String(id), page: 1 }, "2026-04-01")).items.find((p) => p.id === id)?.setupGaps,
      opened: (await getProvider(database.db, id)).setupGaps,
    });
    const both = (expected: SetupGap[]) => ({ listed: expected, opened: expected });
    expect(await gaps()).toEqual(both(["service", "workArea", "login"]));
    // The list's "not set up" filter and the dashboard's count hold it while it lacks anything.
    const inFilter = async () => (await listProviders(database.db, { search: "", page: 1, notSetUp: true }, "2026-04-01")).items.some((p) => p.id === id);
    const notSetUpAtStart = await countProvidersNotSetUp(database.db);
    expect(await inFilter()).toBe(true);
    expect((await listProviders(database.db, { search: "", page: 1, notSetUp: true }, "2026-04-01")).total).toBe(notSetUpAtStart);

    await setProviderService(database.db, { providerId: id, serviceId: 4, isActive: true });
    expect(await gaps()).toEqual(both(["workArea", "login"]));
    // A service withdrawn from the catalogue is no service to be routed for.
    await database.db.update(services).set({ isActive: false }).where(eq(services.id, 4));
    try {
      expect(await gaps()).toEqual(both(["service", "workArea", "login"]));
    } finally {
      await database.db.update(services).set({ isActive: true }).where(eq(services.id, 4));
    }

    const area = await postalAreaId(database.db, "1000", "Bruxelles");
    await setWorkArea(database.db, { providerId: id, postalAreaId: area, isActive: true, score: 10 });
    expect(await gaps()).toEqual(both(["login"]));
    await setWorkArea(database.db, { providerId: id, postalAreaId: area, isActive: false, score: 10 });
    expect(await gaps()).toEqual(both(["workArea", "login"]));
    await setWorkArea(database.db, { providerId: id, postalAreaId: area, isActive: true, score: 10 });

    await addLogin(loginDeps(database.db), { providerId: id, givenName: "Ann", lastName: "Naissant", email: "ann@toitures-naissantes.example.be" });
    expect(await gaps()).toEqual(both([]));
    expect(await inFilter()).toBe(false);
    expect(await countProvidersNotSetUp(database.db)).toBe(notSetUpAtStart - 1);

    // An inactive provider takes no request by choice: nothing to flag.
    await setProviderService(database.db, { providerId: id, serviceId: 4, isActive: false });
    await setProviderActivity(database.db, id, false, now);
    expect(await gaps()).toEqual(both([]));
    expect(await inFilter()).toBe(false);
    await setProviderActivity(database.db, id, true, now);
    expect(await gaps()).toEqual(both(["service"]));
  });

  test("services switch on and off per provider", async () => {
    const { id } = await createProvider({ db: database.db, now }, { ...complete, name: "Chauffage Pro" });
    expect(await activeServiceIds(database.db, id)).toEqual([]);
    await setProviderService(database.db, { providerId: id, serviceId: 3, isActive: true });
    await setProviderService(database.db, { providerId: id, serviceId: 4, isActive: true });
    await setProviderService(database.db, { providerId: id, serviceId: 3, isActive: false });
    expect(await activeServiceIds(database.db, id)).toEqual([4]);
    expect(await refusal(setProviderService(database.db, { providerId: id, serviceId: 9999, isActive: true }))).toBe("serviceUnknown");
  });

  test("the Services tab counts only the switches it shows: a withdrawn service is neither shown nor counted", async () => {
    const { id } = await createProvider({ db: database.db, now }, { ...complete, name: "Sols Pro" });
    await setProviderService(database.db, { providerId: id, serviceId: 3, isActive: true });
    await setProviderService(database.db, { providerId: id, serviceId: 4, isActive: true });
    await database.db.update(services).set({ isActive: false }).where(eq(services.id, 4));
    invalidateCatalogCache(database.db);
    try {
      const view = await providerServicesView(database.db, id);
      const shown = view.catalog.flatMap((c) => c.serviceSubCategories.flatMap((s) => s.services.map((service) => service.id)));
      expect(shown).toContain(3);
      expect(shown).not.toContain(4);
      expect(view.activeServiceIds).toEqual([3]);
      expect(await activeServiceIds(database.db, id)).toEqual([3, 4]);
    } finally {
      await database.db.update(services).set({ isActive: true }).where(eq(services.id, 4));
      invalidateCatalogCache(database.db);
    }
  });

  test("work area: a score of 0 or 11 is refused; Select All and one priority per city", async () => {
    const { id } = await createProvider({ db: database.db, now }, { ...complete, name: "Knokke Klussen" });
    const knokke = await postalAreaId(database.db, "8300", "Knokke");
    expect(await refusal(setWorkArea(database.db, { providerId: id, postalAreaId: knokke, isActive: true, score: 0 }))).toBe("scoreOutOfRange");
    expect(await refusal(setWorkArea(database.db, { providerId: id, postalAreaId: knokke, isActive: true, score: 11 }))).toBe("scoreOutOfRange");
    expect(await refusal(setCityScore(database.db, { providerId: id, city: "Knokke-Heist", score: 0 }))).toBe("scoreOutOfRange");
    expect(await refusal(setCityScore(database.db, { providerId: id, city: "Knokke-Heist", score: 11 }))).toBe("scoreOutOfRange");
    await setWorkArea(database.db, { providerId: id, postalAreaId: knokke, isActive: true, score: 7 });

    expect(await activateCity(database.db, { providerId: id, city: "Knokke-Heist" })).toEqual({ areas: 5 });
    expect(await setCityScore(database.db, { providerId: id, city: "Knokke-Heist", score: 3 })).toEqual({ areas: 5 });
    const links = await database.db.select().from(providerPostalAreas).where(eq(providerPostalAreas.providerId, id));
    expect(links.length).toBe(5);
    expect(links.every((l) => l.isActive && l.score === 3)).toBe(true);
    expect(await refusal(activateCity(database.db, { providerId: id, city: "Atlantis" }))).toBe("cityUnknown");

    const bySearch = await listWorkArea(database.db, { providerId: id, search: "8301", onlyActive: false, page: 1 });
    expect(bySearch.items.map((c) => c.city)).toEqual(["Knokke-Heist"]);
    expect(bySearch.items[0]!.areas.length).toBe(5);
    const byName = await listWorkArea(database.db, { providerId: id, search: "heist", onlyActive: false, page: 1 });
    expect(byName.total).toBe(1);
    const onlyActive = await listWorkArea(database.db, { providerId: id, search: "", onlyActive: true, page: 1 });
    expect(onlyActive.items.map((c) => [c.city, c.areas.filter((a) => a.isActive).length])).toEqual([["Knokke-Heist", 5]]);
    const all = await listWorkArea(database.db, { providerId: id, search: "", onlyActive: false, page: 1 });
    // The demo localities: each municipality once under its French name (docs/product/places.md).
    expect(all.items.map((c) => c.name)).toEqual(["Anvers", "Bruges", "Bruxelles", "Gand", "Ixelles", "Knokke-Heist", "Liège", "Louvain", "Namur"]);
    expect(all.total).toBe(9);
  });

  test("the database refuses a score outside 1 to 10 even past the domain", async () => {
    const knokke = await postalAreaId(database.db, "8300", "Knokke");
    await expect(
      (async () => database.db.insert(providerPostalAreas).values({ providerId: 1, postalAreaId: knokke, isActive: true, score: 11 }))(),
    ).rejects.toThrow();
    const [p1] = await database.db
      .select()
      .from(providers)
      .where(and(eq(providers.id, 1)));
    expect(p1?.isActive).toBe(true);
  });

  test("logins: three required fields in order, a well-formed and unused e-mail", async () => {
    const base = { providerId: 1, givenName: "Marie", lastName: "Peeters", email: "marie@provider1.example.com" };
    const add = (over: Partial<typeof base>) => refusal(addLogin(loginDeps(database.db), { ...base, ...over }));
    const invitedBefore = (await invitations()).length;
    expect(await add({ givenName: "", lastName: "", email: "" })).toBe("loginGivenNameMissing");
    expect(await add({ lastName: "", email: "" })).toBe("loginLastNameMissing");
    expect(await add({ email: "" })).toBe("loginEmailMissing");
    expect(await add({ email: "   " })).toBe("loginEmailMissing");
    expect(await add({ email: "marie@" })).toBe("loginEmailInvalid");
    expect(await add({ email: "PRO1@example.com" })).toBe("loginEmailTaken");
    expect(await add({ email: "network@example.com" })).toBe("loginEmailTaken");
    // Nothing refused was told to anyone.
    expect(await invitations()).toHaveLength(invitedBefore);
    await addLogin(loginDeps(database.db), base);
    const list = await listLogins(database.db, { providerId: 1, page: 1 });
    expect(list.items.map((r) => r.email).sort()).toEqual(["marie@provider1.example.com", "pro1@example.com"]);
  });

  test("a new login's invitation goes to its own e-mail, in French then Dutch: what the space is for, how to sign in, the sign-in link; the network can send it again", async () => {
    const before = (await invitations()).length;
    await addLogin(loginDeps(database.db), { providerId: 2, givenName: " Els ", lastName: "Vermeulen", email: " els.vermeulen@gentse-vakmannen.example.be " });
    const [mail] = (await invitations()).slice(before);
    expect(mail?.recipient).toBe("els.vermeulen@gentse-vakmannen.example.be");
    expect(mail?.language).toBe("fr+nl");
    expect(mail?.subject).toBe(
      "Votre accès à l'espace professionnel du prestataire Gentse Vakmannen | Uw toegang tot de professionele ruimte van de vakman Gentse Vakmannen",
    );
    const text = mail?.textBody ?? "";
    expect(text.indexOf("Bonjour Els,")).toBeLessThan(text.indexOf("Beste Els,"));
    expect(text).toContain("choisissez «\u00a0Se connecter\u00a0» et identifiez-vous avec l'adresse els.vermeulen@gentse-vakmannen.example.be");
    expect(text).toContain("kiest u ‘Aanmelden’ en gebruikt u het adres els.vermeulen@gentse-vakmannen.example.be");
    expect(text).toContain(`${publicUrl}/login`);
    expect(mail?.htmlBody).toContain(`href="${publicUrl}/login"`);
    // One mail per login: a second login with the same e-mail is refused and sends nothing.
    expect(
      await refusal(addLogin(loginDeps(database.db), { providerId: 2, givenName: "Els", lastName: "Bis", email: "ELS.vermeulen@gentse-vakmannen.example.be" })),
    ).toBe("loginEmailTaken");
    expect(await invitations()).toHaveLength(before + 1);
    // Sent again on the network's request: the same mail; a login of another provider is not found.
    const [els] = await database.db.select({ id: loginUsers.id }).from(loginUsers).where(eq(loginUsers.email, "els.vermeulen@gentse-vakmannen.example.be"));
    const again = { providerId: 2, loginId: els?.id ?? 0 };
    expect(await resendInvitation(loginDeps(database.db), again)).toEqual({ email: "els.vermeulen@gentse-vakmannen.example.be" });
    const [first, second] = (await invitations()).slice(before);
    expect(second?.recipient).toBe(first?.recipient);
    expect(second?.textBody).toBe(first?.textBody);
    expect(await refusal(resendInvitation(loginDeps(database.db), { ...again, providerId: 1 }))).toBe("loginNotFound");
    expect(await invitations()).toHaveLength(before + 2);
    // The audit trail says which network user gave access, and invited again, as it says who removed a login.
    const audit = await database.db
      .select({ action: auditEvents.action, actorType: auditEvents.actorType, actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'loginId' = ${String(again.loginId)}`)
      .orderBy(asc(auditEvents.id));
    const details = { providerId: 2, loginId: again.loginId, email: "els.vermeulen@gentse-vakmannen.example.be" };
    expect(audit).toEqual([
      { action: "network.login-created", actorType: "network", actorId: testNetworkUserId, details },
      { action: "network.login-invited-again", actorType: "network", actorId: testNetworkUserId, details },
    ]);
  });
});
