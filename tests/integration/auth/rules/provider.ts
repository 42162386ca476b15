import { consolesProject } from "./network";
import { invoiceForm } from "../../../support/sample-files";
import type { BearerCall, ProcedureRule } from "./types";

/** Access rules of the provider console: every procedure and bearer call it adds goes here. */
export const providerProcedureRules: Record<string, ProcedureRule> = {
  "provider.projects.list": { rule: "provider", type: "query", input: { page: 1 } },
  "provider.projects.statuses": { rule: "provider", type: "query" },
  "provider.projects.get": { rule: "provider", type: "query", input: { id: 1 } },
  "provider.projects.noAgreementReasons": { rule: "provider", type: "query" },
  // A refusal (here: no such project) is a 200 reply with isError, like the api/ envelope.
  "provider.actions.accept": { rule: "provider", type: "mutation", input: { id: 999_999 } },
  "provider.actions.reject": { rule: "provider", type: "mutation", input: { id: 999_999, reason: "other" } },
  "provider.actions.customerCalled": { rule: "provider", type: "mutation", input: { id: 999_999 } },
  "provider.actions.planVisit": { rule: "provider", type: "mutation", input: { id: 999_999, day: "2099-06-01", time: "10:00" } },
  "provider.actions.noAgreement": { rule: "provider", type: "mutation", input: { id: 999_999, reasonId: 1, text: "Pas d'accord sur le prix" } },
  // The invoice is a multipart form (the client's non-batched link); no such project → isError.
  "provider.actions.uploadInvoice": { rule: "provider", type: "mutation", input: invoiceForm(999_999) },
  // Its own figures only: the provider id comes from the session (a providerId in the input is dropped).
  "provider.dashboard.myFigures": { rule: "provider", type: "query", input: { period: "30d" } },
  // The provider's own visits and calendar address: the provider id comes from the session.
  "provider.visits.upcoming": { rule: "provider", type: "query" },
  "provider.visits.feed": { rule: "provider", type: "query" },
  "provider.visits.startFeed": { rule: "provider", type: "mutation" },
  "provider.visits.stopFeed": { rule: "provider", type: "mutation" },
  "provider.files.link": { rule: "provider", type: "mutation", input: { name: "123e4567-e89b-12d3-a456-426614174000-photo.png" } },
};

export const providerBearerCalls: BearerCall[] = [
  { method: "GET", path: "/api/homeproject/accept?id=999999", rule: "provider" },
  { method: "GET", path: "/api/homeproject/reject?id=999999", rule: "provider" },
  { method: "GET", path: "/api/homeproject/noagreement?id=999999&noAgreementText=Prix&noAgreementReasonId=1", rule: "provider" },
  { method: "GET", path: "/api/noagreementreason", rule: "provider" },
  { method: "POST", path: "/api/homeproject/uploadinvoice", rule: "provider" },
  // Reading calls shared with the network (rule "consoles"), on a project of provider A.
  { method: "GET", path: `/api/homeproject/getinvoice?name=${consolesProject.invoice}`, rule: "consoles", ownedByProviderA: true },
  { method: "GET", path: `/api/homeproject/getfile?name=${consolesProject.file}`, rule: "consoles", ownedByProviderA: true },
  { method: "GET", path: "/api/homeproject/getbyproviderid?providerid=1", rule: "consoles", succeeds: true },
  { method: "GET", path: `/api/homeproject/get?id=${consolesProject.id}`, rule: "consoles", ownedByProviderA: true },
];
