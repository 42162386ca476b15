import { Elysia } from "elysia";
import type { Language } from "@/shared/catalog-types";
import { emptyPage } from "@/shared/page";
import { isRejectReason } from "@/shared/reject-reasons";
import type { Identity } from "../auth/identity";
import { createFileLink, fileLinkKey } from "../domain/files/file-links";
import { acceptProject, type ProviderActionDeps, recordNoAgreement, rejectProject, uploadInvoice } from "../domain/project-status/provider-actions";
import { listNoAgreementReasons, listProjects, projectPageSize } from "../domain/project-status/provider-projects";
import { getProjectDetails } from "../domain/projects/project-details";
import { listNetworkProjects } from "../domain/projects/network-projects";
import type { ConsoleApiDeps } from "./console-deps";
import { readInvoiceForm } from "./invoice-form";
import { apiText, consoleRoute, idParam, isConsoleUser, isProvider, pageParam, param, type Query, viewerOf } from "./console-route";
import { fail, ok } from "./envelope";

/**
 * The bearer api/ calls of docs/product/api-contract.md for providers, on the same domain code as the
 * console's tRPC procedures. The caller is the session cookie or an issuer access token; the
 * provider id always comes from there. Not signed in → 401, another role → 403; a refusal (wrong
 * status, another provider's project, a missing field) → 200 with `isError` and a message.
 * The reading calls (get, getfile, getinvoice, getbyproviderid) answer network users too: the
 * network sees every project, a provider only its own (another's reads as "not found").
 */
export function providerApi(deps: ConsoleApiDeps) {
  const { db, clock, storage, env } = deps;
  const key = fileLinkKey(env);
  const actionDeps: ProviderActionDeps = { db, clock, storage, notify: deps.notify };
  const run = consoleRoute(deps);
  const asProvider = (request: Request, work: (providerId: number, language: Language) => Promise<unknown>) =>
    run(request, isProvider, (identity, language) => work(identity.providerId, language));

  const id = idParam;
  const message = apiText;
  const notFound = (language: Language) => fail(message(language, "projectNotFound"));
  const fileLink = (identity: Identity, query: Query) => createFileLink({ db, clock, key }, viewerOf(identity), param(query, "name") ?? "");

  return new Elysia({ name: "provider-api", prefix: "/api" })
    .get("/homeproject/accept", ({ request, query }) =>
      asProvider(request, async (providerId, language) => {
        const projectId = id(query, "id");
        if (!projectId) return notFound(language);
        await acceptProject(actionDeps, providerId, projectId);
        return ok(null, message(language, "projectAccepted"));
      }),
    )
    .get("/homeproject/reject", ({ request, query }) =>
      asProvider(request, async (providerId, language) => {
        const projectId = id(query, "id");
        if (!projectId) return notFound(language);
        // Optional in the old contract; one that is not on the list is refused, not dropped.
        const reason = param(query, "reason") || null;
        if (reason !== null && !isRejectReason(reason)) return fail(message(language, "rejectReasonUnknown"));
        await rejectProject(actionDeps, providerId, projectId, reason);
        return ok(null, message(language, "projectRejected"));
      }),
    )
    .get("/homeproject/noagreement", ({ request, query }) =>
      asProvider(request, async (providerId, language) => {
        const projectId = id(query, "id");
        if (!projectId) return notFound(language);
        await recordNoAgreement(actionDeps, providerId, { projectId, reasonId: id(query, "noAgreementReasonId"), text: param(query, "noAgreementText") });
        return ok(null, message(language, "noAgreementRecorded"));
      }),
    )
    .get("/noagreementreason", ({ request }) => asProvider(request, async (_providerId, language) => ok(await listNoAgreementReasons(db, language))))
    .post(
      "/homeproject/uploadinvoice",
      ({ request }) =>
        asProvider(request, async (providerId, language) => {
          const form = await readInvoiceForm(request, language);
          if ("refusal" in form) return form.refusal;
          const fileName = await uploadInvoice(actionDeps, providerId, form.projectId, form.file, form.amountCents);
          return ok({ fileName }, message(language, "invoiceUploaded"));
        }),
      { parse: "none" },
    )
    .get("/homeproject/getinvoice", ({ request, query }) => run(request, isConsoleUser, async (identity) => ok(await fileLink(identity, query))))
    .get("/homeproject/getfile", ({ request, query }) => run(request, isConsoleUser, async (identity) => ok(await fileLink(identity, query))))
    .get("/homeproject/getbyproviderid", ({ request, query }) =>
      run(request, isConsoleUser, async (identity, language) => {
        const asked = id(query, "providerid");
        const page = pageParam(query);
        const statusId = id(query, "statusId");
        if (identity.kind === "network") {
          // The network list of one provider's projects, as network/homeprojectlist/{providerId} shows it.
          if (asked === undefined) return fail(message(language, "providerUnknown"));
          return ok(
            await listNetworkProjects(db, { providerId: asked, search: "", statusId, waitingTooLong: false, withoutProvider: false, page }, clock.now()),
          );
        }
        // The provider id of the old contract is a UI hint: only the caller's own list is given.
        if (asked !== undefined && asked !== identity.providerId) return ok(emptyPage(projectPageSize));
        return ok(await listProjects(db, viewerOf(identity), { page, statusId, language }));
      }),
    )
    .get("/homeproject/get", ({ request, query }) =>
      run(request, isConsoleUser, async (identity, language) => {
        const projectId = id(query, "id");
        const project = projectId ? await getProjectDetails(db, viewerOf(identity), projectId, language) : undefined;
        return project ? ok(project) : notFound(language);
      }),
    );
}
