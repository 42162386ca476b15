import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import type { BearerCall, ProcedureRule } from "./types";

/** Projects the network's project procedures and bearer calls below act on (ids far from the serial ones). */
const matrixProject = {
  details: 900_001,
  changeService: 900_002,
  cancel: 900_003,
  apiChangeService: 900_005,
  apiChangeProvider: 900_006,
  apiCancel: 900_007,
} as const;

/** An accepted project whose customer reported no contact yet: the network marks it handled once. */
const noContactProject = 900_008;
/** A completed project its customer rated 1 out of 5, for the network's "J'ai rappelé le client", with an open complaint. */
const unhappyProject = 900_009;

/** A web login of provider B that only the network's call to `network.logins.remove` removes (the signed-in logins stay). */
const matrixLoginId = 900_001;

/**
 * A project of provider A (demo provider 1) with a customer file and an invoice (1 200 €), for the calls both
 * consoles may make: network and provider A read it, provider B gets "not found".
 */
export const consolesProject = {
  id: 900_004,
  file: "5b0c8f2e-1d3a-4c6b-9e7f-0a1b2c3d4e5f-photo-matrix.png",
  invoice: "6c1d9f3f-2e4b-4d7c-8f80-1b2c3d4e5f60-facture-matrix.pdf",
} as const;

/**
 * Data the network rules need beyond the demo seed: three open projects (status 1, demo provider 1,
 * Bruxelles). The matrix calls each mutation once as the network user, so each must succeed once.
 */
export async function networkMatrixSetup(db: Database): Promise<void> {
  for (const id of Object.values(matrixProject)) {
    await db.execute(sql`
      insert into home_projects (id, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
        customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer,
        privacy_consent_at, privacy_consent_version)
      select ${id}, 3, pa.id, 1, 1, now(), 'fr', 'Matrix', 'Client', '+32 470 00 00 00', 'matrix@example.be', 'Rue 1', true, now(), 'test'
      from postal_areas pa where pa.post_code = '1000' order by pa.id limit 1
      on conflict (id) do nothing`);
  }
  await db.execute(sql`
    insert into home_projects (id, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
      customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer,
      privacy_consent_at, privacy_consent_version, provider_invoice_file_name, invoice_amount_cents)
    select ${consolesProject.id}, 3, pa.id, 5, 1, now(), 'fr', 'Matrix', 'Owner', '+32 470 00 00 00', 'owner@example.be', 'Rue 2', true, now(), 'test', ${consolesProject.invoice}, 120000
    from postal_areas pa where pa.post_code = '1000' order by pa.id limit 1
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into home_projects (id, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
      customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer,
      privacy_consent_at, privacy_consent_version, no_contact_reported_at)
    select ${noContactProject}, 3, pa.id, 2, 1, now() - interval '3 days', 'fr', 'Matrix', 'Waiting', '+32 470 00 00 00', 'waiting@example.be', 'Rue 3', true, now(), 'test', now()
    from postal_areas pa where pa.post_code = '1000' order by pa.id limit 1
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into home_projects (id, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
      customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer,
      privacy_consent_at, privacy_consent_version)
    select ${unhappyProject}, 3, pa.id, 5, 1, now() - interval '9 days', 'fr', 'Matrix', 'Unhappy', '+32 470 00 00 00', 'unhappy@example.be', 'Rue 4', true, now(), 'test'
    from postal_areas pa where pa.post_code = '1000' order by pa.id limit 1
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into project_ratings (project_id, provider_id, token_hash, token_expires_at, requested_at, rated_at, rating)
    values (${unhappyProject}, 1, 'matrix-unhappy', now() + interval '30 days', now(), now(), 1)
    on conflict (project_id) do nothing`);
  await db.execute(sql`insert into project_complaints (project_id, text, created_at) values (${unhappyProject}, 'Matrix complaint', now())`);
  await db.execute(sql`
    insert into login_users (id, provider_id, given_name, last_name, email, created_at)
    values (${matrixLoginId}, 2, 'Matrix', 'Removed', 'matrix.removed@example.com', now())
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into home_project_files (project_id, file_name, content_type, size_bytes)
    values (${consolesProject.id}, ${consolesProject.file}, 'image/png', 68)
    on conflict (file_name) do nothing`);
}

const providerForm = {
  name: "Gentse Vakmannen",
  address: "Korenmarkt 1, 9000 Gent",
  contactName: "Pieter De Smet",
  contactPhoneNumber: "+32 9 555 02 02",
  contactEmail: "contact@provider2.example.com",
};

/** Access rules of the network console: every procedure and bearer call it adds goes here. */
export const networkProcedureRules: Record<string, ProcedureRule> = {
  "network.dashboard.keyFigures": { rule: "network", type: "query", input: { period: "30d" } },
  "network.dashboard.charts": { rule: "network", type: "query", input: { period: "90d", categoryId: 1 } },
  "network.dashboard.coverage": { rule: "network", type: "query", input: { period: "7d", serviceId: 3 } },
  "network.dashboard.lostDemand": { rule: "network", type: "query", input: { period: "year", province: "namur" } },
  "network.dashboard.selfService": { rule: "network", type: "query", input: { period: "90d", language: "nl" } },
  "network.dashboard.invoicePrices": { rule: "network", type: "query", input: { period: "90d", categoryId: 1 } },
  "network.dashboard.providerPrices": { rule: "network", type: "query", input: { period: "90d", categoryId: 1 } },
  "network.dashboard.providerPerformance": {
    rule: "network",
    type: "query",
    input: { period: "custom", from: "2026-01-01", to: "2026-01-31", language: "nl" },
  },
  "network.dashboard.providerFigures": { rule: "network", type: "query", input: { providerId: 1, filter: { period: "30d" } } },
  "network.providers.list": { rule: "network", type: "query", input: { search: "", page: 1 } },
  "network.providers.get": { rule: "network", type: "query", input: { id: 2 } },
  "network.providers.create": { rule: "network", type: "mutation", input: { ...providerForm, name: "Matrix Provider" } },
  "network.providers.update": { rule: "network", type: "mutation", input: { id: 2, ...providerForm } },
  "network.providers.setActive": { rule: "network", type: "mutation", input: { id: 2, isActive: true } },
  "network.providers.services": { rule: "network", type: "query", input: { id: 2 } },
  "network.providers.setService": { rule: "network", type: "mutation", input: { providerId: 2, serviceId: 3, isActive: true } },
  "network.workAreas.list": { rule: "network", type: "query", input: { providerId: 2, search: "9000", page: 1 } },
  "network.workAreas.set": { rule: "network", type: "mutation", input: { providerId: 2, postalAreaId: 1, isActive: true, score: 8 } },
  "network.workAreas.activateCity": { rule: "network", type: "mutation", input: { providerId: 2, city: "Gent" } },
  "network.workAreas.setCityScore": { rule: "network", type: "mutation", input: { providerId: 2, city: "Gent", score: 10 } },
  "network.logins.list": { rule: "network", type: "query", input: { providerId: 2, page: 1 } },
  "network.logins.create": {
    rule: "network",
    type: "mutation",
    input: { providerId: 2, givenName: "Matrix", lastName: "Login", email: "matrix.login@example.com" },
  },
  "network.logins.resendInvitation": { rule: "network", type: "mutation", input: { providerId: 2, loginId: matrixLoginId } },
  "network.logins.remove": { rule: "network", type: "mutation", input: { providerId: 2, loginId: matrixLoginId } },
  "network.projects.list": { rule: "network", type: "query", input: { search: "", page: 1 } },
  "network.projects.export": { rule: "network", type: "query", input: { search: "" } },
  "network.projects.attention": { rule: "network", type: "query" },
  "network.projects.statuses": { rule: "network", type: "query" },
  "network.projects.get": { rule: "network", type: "query", input: { id: matrixProject.details } },
  "network.projects.rejects": { rule: "network", type: "query", input: { id: matrixProject.details, page: 1 } },
  "network.projects.history": { rule: "network", type: "query", input: { id: matrixProject.details, page: 1 } },
  "network.projects.notes": { rule: "network", type: "query", input: { id: matrixProject.details } },
  "network.projects.addNote": {
    rule: "network",
    type: "mutation",
    input: { projectId: matrixProject.details, text: "Le client préfère être appelé le matin." },
  },
  "network.projects.catalog": { rule: "network", type: "query" },
  "network.projects.providerChoices": { rule: "network", type: "query", input: { projectId: matrixProject.details, search: "" } },
  "network.projects.changeProvider": { rule: "network", type: "mutation", input: { projectId: matrixProject.details, providerId: 2 } },
  "network.projects.changeService": { rule: "network", type: "mutation", input: { projectId: matrixProject.changeService, serviceId: 4 } },
  "network.projects.fileLink": { rule: "network", type: "mutation", input: { name: consolesProject.file } },
  "network.projects.cancel": { rule: "network", type: "mutation", input: { projectId: matrixProject.cancel } },
  "network.projects.markNoContactHandled": { rule: "network", type: "mutation", input: { id: noContactProject } },
  "network.projects.markLowRatingFollowedUp": { rule: "network", type: "mutation", input: { id: unhappyProject } },
  "network.projects.markComplaintHandled": { rule: "network", type: "mutation", input: { id: unhappyProject } },
  "network.projects.invoiceComparison": { rule: "network", type: "query", input: { id: consolesProject.id } },
  "network.projects.correctInvoiceAmount": { rule: "network", type: "mutation", input: { id: consolesProject.id, amount: "980,00" } },
  "network.projects.markInvoiceChecked": { rule: "network", type: "mutation", input: { id: consolesProject.id } },
};

const providerBody = {
  Name: "Gentse Vakmannen",
  Address: "Korenmarkt 1, 9000 Gent",
  ContactName: "Pieter De Smet",
  ContactPhoneNumber: "+32 9 555 02 02",
  ContactEmail: "contact@provider2.example.com",
};

/** The bearer api/ calls of docs/product/api-contract.md for network users; each mutation succeeds once for the network. */
export const networkBearerCalls: BearerCall[] = [
  { method: "GET", path: "/api/provider/getall", rule: "network" },
  { method: "POST", path: "/api/provider/addprovider", rule: "network", body: { ...providerBody, Name: "Matrix Api Provider" } },
  { method: "GET", path: "/api/provider/getproviderbyid?id=2", rule: "network" },
  { method: "POST", path: "/api/provider/updateprovider", rule: "network", body: { Id: 2, ...providerBody } },
  { method: "GET", path: "/api/provider/updateprovideractivity?id=2&isActive=true", rule: "network" },
  {
    method: "POST",
    path: "/api/loginuser/addloginuser",
    rule: "network",
    body: { GivenName: "Matrix", LastName: "Api", Email: "matrix.api@example.com", ProviderId: 2 },
  },
  { method: "GET", path: "/api/loginuser/getloginusersbyproviderid?providerid=2", rule: "network" },
  { method: "GET", path: "/api/postalarea/getall", rule: "network" },
  { method: "GET", path: "/api/providerpostalarea/getbyproviderid?providerID=2", rule: "network" },
  { method: "POST", path: "/api/providerpostalarea/updateadd", rule: "network", body: { ProviderId: 2, PostalAreaId: 1, IsActive: true, Score: 8 } },
  { method: "GET", path: "/api/providerpostalarea/updatescorebycityproviderid?city=Gent&providerId=2&score=10", rule: "network" },
  { method: "GET", path: "/api/providerpostalarea/activatebycityproviderid?city=Gent&providerId=2", rule: "network" },
  { method: "GET", path: "/api/serviceprovider/getactivebyproviderid?providerId=2", rule: "network" },
  { method: "GET", path: "/api/serviceprovider/updateadd?providerId=2&serviceId=3&isActivce=true", rule: "network" },
  { method: "GET", path: "/api/homeproject/getall", rule: "network" },
  { method: "GET", path: `/api/homeproject/updateservice/${matrixProject.apiChangeService}/4`, rule: "network" },
  { method: "GET", path: `/api/homeproject/updateprovider/${matrixProject.apiChangeProvider}/2`, rule: "network" },
  { method: "GET", path: `/api/homeproject/cancelproject?id=${matrixProject.apiCancel}`, rule: "network" },
].map((call) => ({ ...call, succeeds: true }) as BearerCall);
