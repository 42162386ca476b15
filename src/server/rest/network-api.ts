import { brusselsDay } from "../domain/working-days/brussels-time";
import { Elysia } from "elysia";
import type { Language } from "@/shared/catalog-types";
import { newLoginSchema } from "@/shared/schemas/logins";
import { projectListSchema } from "@/shared/schemas/network-projects";
import { providerFormSchema, providerListSchema } from "@/shared/schemas/providers";
import { activateCitySchema, cityScoreSchema } from "@/shared/schemas/work-areas";
import { refuse } from "../domain/errors";
import { addLogin, listLogins } from "../domain/logins/service";
import { listAllPostalAreas } from "../domain/postal-areas/service";
import { cancelProject, changeProjectProvider, changeProjectService, type NetworkActionDeps } from "../domain/project-status/network-actions";
import { listNetworkProjects } from "../domain/projects/network-projects";
import {
  activeServiceIds,
  createProvider,
  getProvider,
  listProviders,
  setProviderActivity,
  setProviderService,
  updateProvider,
} from "../domain/providers/service";
import { activateCity, listWorkAreaLinks, setCityScore, setWorkArea } from "../domain/work-areas/service";
import type { ConsoleApiDeps } from "./console-deps";
import { readInvoiceForm } from "./invoice-form";
import { replaceInvoice } from "../domain/project-status/invoice-replacement";
import { apiText, booleanParam, consoleRoute, idParam, isNetwork, type NetworkIdentity, pageParam, param, type Query } from "./console-route";
import { ok } from "./envelope";

type Body = Record<string, unknown>;

/** A field of a POST body of the old contract (PascalCase), whatever its case. */
function field(body: unknown, name: string): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
  const record = body as Body;
  if (name in record) return record[name];
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : record[key];
}
const text = (body: unknown, name: string) => {
  const value = field(body, name);
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
};
const bodyId = (body: unknown, name: string) => idParam({ [name]: String(field(body, name) ?? "") }, name);

/** A valid input for the domain, or a refusal the caller reads in its language (200, isError). */
function valid<T>(result: { success: true; data: T } | { success: false }): T {
  if (!result.success) throw refuse("invalidRequest");
  return result.data;
}
function required<T>(value: T | undefined, missing: Parameters<typeof refuse>[0]): T {
  if (value === undefined) throw refuse(missing, "not-found");
  return value;
}

/**
 * The bearer api/ calls of docs/product/api-contract.md for network users: thin adapters over the same
 * domain functions as the network console's tRPC procedures. The caller is the session cookie or
 * an issuer access token. Not signed in → 401, another role → 403; a refusal (a check of docs/product/
 * validation.md, a status that forbids the change, an unknown id) → 200 with `isError` and a message.
 * The reading calls on one project (get, getfile, getinvoice, getbyproviderid) are in provider-api.ts,
 * shared with providers.
 */
export function networkApi(deps: ConsoleApiDeps) {
  const { db, clock, storage } = deps;
  const run = consoleRoute(deps);
  const actionDeps: NetworkActionDeps = { db, clock, notify: deps.notify };
  const asNetwork = (request: Request, work: (identity: NetworkIdentity, language: Language) => Promise<unknown>) => run(request, isNetwork, work);
  const providerIdOf = (query: Query) => required(idParam(query, "providerId"), "providerUnknown");

  return (
    new Elysia({ name: "network-api", prefix: "/api" })
      // Invoice of a completed project, replaced by the network (multipart, like the provider's upload).
      .post(
        "/homeproject/replaceinvoice",
        ({ request }) =>
          asNetwork(request, async (identity, language) => {
            const form = await readInvoiceForm(request, language);
            if ("refusal" in form) return form.refusal;
            const fileName = await replaceInvoice(
              { db, clock, storage, notify: deps.notify },
              { projectId: form.projectId, userId: identity.userId, file: form.file, amountCents: form.amountCents },
            );
            return ok({ fileName }, apiText(language, "invoiceReplaced"));
          }),
        { parse: "none" },
      )
      // Providers
      .get("/provider/getall", ({ request, query }) =>
        asNetwork(request, async () =>
          ok(
            await listProviders(
              db,
              valid(providerListSchema.safeParse({ search: param(query, "search") ?? "", page: pageParam(query) })),
              brusselsDay(clock.now()),
            ),
          ),
        ),
      )
      .post("/provider/addprovider", ({ request, body }) =>
        asNetwork(request, async (_identity, language) => {
          const form = valid(providerFormSchema.safeParse(providerFormOf(body)));
          const { id } = await createProvider({ db, now: clock.now() }, form);
          return ok(id, apiText(language, "providerCreated"));
        }),
      )
      .get("/provider/getproviderbyid", ({ request, query }) =>
        asNetwork(request, async () => ok(await getProvider(db, required(idParam(query, "id"), "providerUnknown")))),
      )
      .post("/provider/updateprovider", ({ request, body }) =>
        asNetwork(request, async (_identity, language) => {
          const id = required(bodyId(body, "Id"), "providerUnknown");
          await updateProvider(db, id, valid(providerFormSchema.safeParse(providerFormOf(body))));
          return ok(null, apiText(language, "providerUpdated"));
        }),
      )
      .get("/provider/updateprovideractivity", ({ request, query }) =>
        asNetwork(request, async (_identity, language) => {
          const id = required(idParam(query, "id"), "providerUnknown");
          const isActive = valid(booleanResult(param(query, "isActive")));
          await setProviderActivity(db, id, isActive, clock.now());
          return ok(null, apiText(language, isActive ? "providerActivated" : "providerDeactivated"));
        }),
      )
      // Web logins
      .post("/loginuser/addloginuser", ({ request, body }) =>
        asNetwork(request, async (identity, language) => {
          const input = valid(
            newLoginSchema.safeParse({
              providerId: required(bodyId(body, "ProviderId"), "providerUnknown"),
              givenName: text(body, "GivenName"),
              lastName: text(body, "LastName"),
              email: text(body, "Email"),
            }),
          );
          const { id } = await addLogin({ db, now: clock.now(), notify: deps.notify, networkUserId: identity.userId }, input);
          return ok(id, apiText(language, "loginCreated"));
        }),
      )
      .get("/loginuser/getloginusersbyproviderid", ({ request, query }) =>
        asNetwork(request, async () => ok(await listLogins(db, { providerId: providerIdOf(query), page: pageParam(query) }))),
      )
      // Postal areas and work areas
      // Every Belgian postal area (about 2,900 short rows, no personal data): the list changes rarely.
      .get("/postalarea/getall", ({ request }) =>
        asNetwork(request, async () => Response.json(ok(await listAllPostalAreas(db)), { headers: { "cache-control": "private, max-age=300" } })),
      )
      .get("/providerpostalarea/getbyproviderid", ({ request, query }) => asNetwork(request, async () => ok(await listWorkAreaLinks(db, providerIdOf(query)))))
      .post("/providerpostalarea/updateadd", ({ request, body }) =>
        asNetwork(request, async (_identity, language) => {
          await setWorkArea(db, {
            providerId: required(bodyId(body, "ProviderId"), "providerUnknown"),
            postalAreaId: required(bodyId(body, "PostalAreaId"), "postalAreaUnknown"),
            isActive: valid(booleanResult(field(body, "IsActive"))),
            // As sent: the domain's score rule refuses anything but a whole number 1 to 10.
            score: field(body, "Score"),
          });
          return ok(null, apiText(language, "workAreaUpdated"));
        }),
      )
      .get("/providerpostalarea/updatescorebycityproviderid", ({ request, query }) =>
        asNetwork(request, async (_identity, language) => {
          const input = valid(
            cityScoreSchema.safeParse({ providerId: providerIdOf(query), city: param(query, "city") ?? "", score: Number(param(query, "score")) }),
          );
          return ok(await setCityScore(db, input), apiText(language, "workAreaUpdated"));
        }),
      )
      .get("/providerpostalarea/activatebycityproviderid", ({ request, query }) =>
        asNetwork(request, async (_identity, language) => {
          const input = valid(activateCitySchema.safeParse({ providerId: providerIdOf(query), city: param(query, "city") ?? "" }));
          return ok(await activateCity(db, input), apiText(language, "workAreaUpdated"));
        }),
      )
      // Services of a provider
      .get("/serviceprovider/getactivebyproviderid", ({ request, query }) =>
        asNetwork(request, async () => {
          const providerId = providerIdOf(query);
          return ok((await activeServiceIds(db, providerId)).map((serviceId) => ({ providerId, serviceId, isActive: true })));
        }),
      )
      .get("/serviceprovider/updateadd", ({ request, query }) =>
        asNetwork(request, async (_identity, language) => {
          // `isActivce` is the contract's spelling (docs/product/api-contract.md); the right one is accepted too.
          const isActive = valid(booleanResult(param(query, "isActivce", "isActive")));
          await setProviderService(db, { providerId: providerIdOf(query), serviceId: required(idParam(query, "serviceId"), "serviceUnknown"), isActive });
          return ok(null, apiText(language, "providerServiceUpdated"));
        }),
      )
      // Projects
      .get("/homeproject/getall", ({ request, query }) =>
        asNetwork(request, async () => {
          const input = valid(
            projectListSchema.safeParse({ search: param(query, "search") ?? "", statusId: idParam(query, "statusId"), page: pageParam(query) }),
          );
          const pageSize = idParam(query, "pageSize");
          return ok(await listNetworkProjects(db, { ...input, pageSize }, clock.now()));
        }),
      )
      .get("/homeproject/updateservice/:projectId/:serviceId", ({ request, params }) =>
        asNetwork(request, async (identity, language) => {
          const projectId = required(idParam(params, "projectId"), "projectNotFound");
          const serviceId = required(idParam(params, "serviceId"), "serviceUnknown");
          const routed = await changeProjectService(actionDeps, { projectId, serviceId, userId: identity.userId });
          return ok(routed, apiText(language, routed.providerId ? "serviceChanged" : "serviceChangedNoProvider"));
        }),
      )
      .get("/homeproject/updateprovider/:projectId/:providerId", ({ request, params }) =>
        asNetwork(request, async (identity, language) => {
          const projectId = required(idParam(params, "projectId"), "projectNotFound");
          const providerId = required(idParam(params, "providerId"), "providerUnknown");
          return ok(await changeProjectProvider(actionDeps, { projectId, providerId, userId: identity.userId }), apiText(language, "providerChanged"));
        }),
      )
      .get("/homeproject/cancelproject", ({ request, query }) =>
        asNetwork(request, async (identity, language) => {
          const projectId = required(idParam(query, "id"), "projectNotFound");
          return ok(await cancelProject(actionDeps, { projectId, userId: identity.userId }), apiText(language, "projectCancelled"));
        }),
      )
  );
}

/** The provider form of the old contract's PascalCase body. */
function providerFormOf(body: unknown) {
  return {
    name: text(body, "Name"),
    address: text(body, "Address"),
    contactName: text(body, "ContactName"),
    contactPhoneNumber: text(body, "ContactPhoneNumber"),
    contactEmail: text(body, "ContactEmail"),
  };
}

function booleanResult(value: unknown): { success: true; data: boolean } | { success: false } {
  const parsed = booleanParam(value);
  return parsed === undefined ? { success: false } : { success: true, data: parsed };
}
