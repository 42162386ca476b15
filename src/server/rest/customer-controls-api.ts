import { Elysia } from "elysia";
import { insurerNamesOf } from "../insurer-names";
import { readJsonBody } from "./json-body";
import type { CustomerControlsMessageKey, MessageKey } from "@/shared/message-keys";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import type { CustomerControlDeps } from "../domain/customer-controls/deps";
import { idFromText } from "@/shared/schemas/fields";
import { addFilesLater, mayAddFilesLater } from "../domain/customer-controls/add-files";
import { removeSentFile } from "../domain/customer-controls/remove-file";
import { reportNoContact } from "../domain/customer-controls/no-contact";
import { askVisitChange } from "../domain/customer-controls/visit-change";
import { setCallTimes } from "../domain/customer-controls/call-times";
import { addToRequest } from "../domain/customer-controls/additions";
import { raiseComplaint } from "../domain/customer-controls/complaints";
import { eraseMyData } from "../domain/customer-controls/erase";
import { setMarketingConsent } from "../domain/customer-controls/marketing";
import { withdrawProject } from "../domain/customer-controls/withdraw";
import { hasRatingShape, ratingSavedKey } from "../domain/ratings/ratings";
import { rateFromStatusPage } from "../domain/customer-controls/rate";
import { apiMessage, DomainError } from "../domain/errors";
import type { Env } from "../env";
import { describeError, type Logger } from "../logger";
import { unexpectedFailure } from "./failure-reply";
import { type Deadline, withDeadline } from "../observability/deadline";
import { isCrossSiteGet, isSameOriginRequest } from "../security/same-origin";
import { correctContactDetails } from "../domain/customer-controls/correct-contact";
import { exportMyData } from "../domain/customer-controls/export";
import { visitCalendarFor } from "../domain/customer-controls/visit-calendar";
import { parseLostLinkEmail, sendLostLinks } from "../domain/customer-controls/lost-link";
import { hashToken } from "../domain/projects/create-project";
import { fileLinkKey } from "../domain/files/file-links";
import { invoiceLinkFor } from "../domain/customer-controls/invoice";
import { renderExportPage } from "./customer-export-page";
import { filesFromForm } from "./customer-files-form";
import type { FileStorage } from "../storage/storage";
import type { Notifier } from "../domain/notifications/service";
import { rateLimitKey, parseTrustedProxies } from "./client-ip";
import { domainErrorStatus, fail, failResponse, ok } from "./envelope";
import { createRateLimiter, customerActionLimiter } from "./rate-limit";
import { chosenLanguageOf, languageOf, translate } from "../translate";
import { i18nObject } from "@/shared/i18n/i18n-util";

export interface CustomerControlsApiDeps {
  env: Env;
  db: Database;
  clock: Clock;
  storage: FileStorage;
  logger: Logger;
  notify: Notifier;
}

const noStore = { "cache-control": "no-store", "referrer-policy": "no-referrer" };
const cc = (key: CustomerControlsMessageKey): MessageKey => ({ section: "customerControls", key });

/**
 * The customer's own controls on the status page (docs/product/customer-controls.md):
 * POST /api/projectstatus/<token>/<action> (DELETE …/files/<id> to remove a file). The token is the only credential; each call must come
 * from our own pages (Origin / Sec-Fetch-Site) and is rate-limited per client address. A domain
 * refusal is an `isError` envelope (200), an unknown link a 404.
 */
export function customerControlsApi(deps: CustomerControlsApiDeps) {
  const { env, logger } = deps;
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);
  const limiter = customerActionLimiter(deps.db, env);
  const domainDeps: CustomerControlDeps = {
    db: deps.db,
    clock: deps.clock,
    storage: deps.storage,
    publicUrl: env.PUBLIC_URL,
    insurerName: insurerNamesOf(env),
    notify: deps.notify,
    logger,
  };

  async function act(request: Request, peer: string | undefined, work: (deadline: Deadline) => Promise<MessageKey | Response>): Promise<Response> {
    const language = languageOf(request);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...noStore, ...headers } });
    const forged = request.method === "GET" ? isCrossSiteGet(request, env.PUBLIC_URL) : !isSameOriginRequest(request, env.PUBLIC_URL);
    if (forged) return reply(403, fail(translate(language, cc("crossSiteRefused"))));
    try {
      return await withDeadline(env.API_DEADLINE_MS, async (deadline) => {
        if (!(await limiter.allow(rateLimitKey(peer, request.headers.get("x-forwarded-for"), trusted)))) {
          return reply(429, fail(translate(language, apiMessage("tooManyRequests"))), { "retry-after": "60" });
        }
        const done = await work(deadline);
        if (done instanceof Response) return done;
        return reply(200, ok(true, translate(language, done)));
      });
    } catch (error) {
      if (error instanceof DomainError) return reply(domainErrorStatus(error), fail(translate(language, error.message_)));
      return unexpectedFailure(logger, request, error, noStore);
    }
  }

  /** A call with a JSON body: no JSON, or a text in it that cannot be stored (a NUL), is a 400 before any rule is checked. */
  const withJsonBody =
    (request: Request, use: (body: unknown) => Promise<MessageKey | Response>) =>
    async (deadline: Deadline): Promise<MessageKey | Response> => {
      const body = await deadline.reading(readJsonBody(request));
      return body === undefined ? failResponse(400, translate(languageOf(request), apiMessage("invalidRequest")), noStore) : use(body);
    };

  // At most 3 lost-link mails per address and hour, whoever asks (no mail bombing through the form).
  const perAddress = createRateLimiter({ db: deps.db, secret: env.SESSION_SECRET, scope: "lost-link-address", limit: 3, windowMs: 60 * 60_000 });
  const lostLink = (request: Request) =>
    withJsonBody(request, async (body) => {
      const email = parseLostLinkEmail((body as { email?: unknown } | null)?.email);
      // The reply never depends on whether the address is known: the work runs after it is sent.
      if (await perAddress.allow(hashToken(email.toLowerCase()))) {
        void sendLostLinks(domainDeps, email).catch((error) => logger.error("lost-link.failed", describeError(error)));
      }
      return cc("lostLinkSent");
    });
  const fileKey = fileLinkKey(env);
  const download = (request: Request, token: string, format: "json" | "html") => async () => {
    const data = await exportMyData({ ...domainDeps, fileKey }, { by: "customer", token });
    if (format === "json") {
      // Named in the language of the page it is downloaded from (`?lang=`), else the request's.
      const name = i18nObject(chosenLanguageOf(request) ?? data.request.language).customerControls.exportFileName({ id: data.request.id });
      return new Response(JSON.stringify(data, null, 2), {
        headers: { ...noStore, "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${name}.json"` },
      });
    }
    return new Response(renderExportPage(data, data.request.language), { headers: { ...noStore, "content-type": "text/html; charset=utf-8" } });
  };

  // A redirect to the file's signed link: files are served by one route (src/server/rest/file-links.ts).
  const invoice = (token: string) => async () =>
    new Response(null, { status: 302, headers: { ...noStore, location: await invoiceLinkFor({ ...domainDeps, fileKey }, token) } });

  const visitCalendar = (token: string) => async () => {
    const file = await visitCalendarFor(domainDeps, token);
    return new Response(file.content, {
      headers: { ...noStore, "content-type": file.contentType, "content-disposition": `attachment; filename="${file.fileName}"` },
    });
  };

  const peerOf = (server: { requestIP(r: Request): { address: string } | null } | null, request: Request) => server?.requestIP(request)?.address;

  return new Elysia({ name: "customer-controls-api", prefix: "/api/projectstatus" })
    .post("/lostlink", ({ request, server }) => act(request, peerOf(server, request), lostLink(request)), { parse: "none" })
    .get("/:token/export.json", ({ params, request, server }) => act(request, peerOf(server, request), download(request, params.token, "json")))
    .get("/:token/export.html", ({ params, request, server }) => act(request, peerOf(server, request), download(request, params.token, "html")))
    .get("/:token/visit.ics", ({ params, request, server }) => act(request, peerOf(server, request), visitCalendar(params.token)))
    .get("/:token/invoice", ({ params, request, server }) => act(request, peerOf(server, request), invoice(params.token)))
    .post(
      "/:token/withdraw",
      ({ params, request, server }) =>
        act(request, peerOf(server, request), async () => {
          await withdrawProject(domainDeps, { by: "customer", token: params.token });
          return cc("withdrawn");
        }),
      { parse: "none" },
    )
    .post(
      "/:token/contact",
      ({ params, request, server }) =>
        act(
          request,
          peerOf(server, request),
          withJsonBody(request, async (body) => {
            await correctContactDetails(domainDeps, { by: "customer", token: params.token }, body);
            return cc("contactCorrected");
          }),
        ),
      { parse: "none" },
    )
    .post(
      "/:token/marketing",
      ({ params, request, server }) =>
        act(
          request,
          peerOf(server, request),
          withJsonBody(request, async (body) => {
            const { given } = await setMarketingConsent(domainDeps, { by: "customer", token: params.token }, body);
            return cc(given ? "marketingGiven" : "marketingWithdrawn");
          }),
        ),
      { parse: "none" },
    )
    .post(
      "/:token/files",
      ({ params, request, server }) =>
        act(request, peerOf(server, request), async (deadline) => {
          // The link first: a stranger's upload is refused before its body is read.
          await mayAddFilesLater(domainDeps, params.token);
          const read = await deadline.reading(filesFromForm(request));
          if (!read) return failResponse(400, translate(languageOf(request), apiMessage("invalidRequest")), noStore);
          await addFilesLater(domainDeps, { by: "customer", token: params.token }, read.files);
          return cc("filesAdded");
        }),
      { parse: "none" },
    )
    .delete("/:token/files/:fileId", ({ params, request, server }) =>
      act(request, peerOf(server, request), async () => {
        const fileId = idFromText(params.fileId);
        if (!fileId) return failResponse(400, translate(languageOf(request), apiMessage("invalidRequest")), noStore);
        await removeSentFile(domainDeps, { by: "customer", token: params.token }, fileId);
        return cc("fileRemoved");
      }),
    )
    .post(
      "/:token/call-times",
      ({ params, request, server }) =>
        act(
          request,
          peerOf(server, request),
          withJsonBody(request, async (body) => {
            await setCallTimes(domainDeps, { by: "customer", token: params.token }, body);
            return cc("callTimesSaved");
          }),
        ),
      { parse: "none" },
    )
    .post(
      "/:token/complaint",
      ({ params, request, server }) =>
        act(
          request,
          peerOf(server, request),
          withJsonBody(request, async (body) => {
            await raiseComplaint(domainDeps, { by: "customer", token: params.token }, body);
            return cc("complaintSent");
          }),
        ),
      { parse: "none" },
    )
    .post(
      "/:token/additions",
      ({ params, request, server }) =>
        act(
          request,
          peerOf(server, request),
          withJsonBody(request, async (body) => {
            await addToRequest(domainDeps, { by: "customer", token: params.token }, body);
            return cc("additionAdded");
          }),
        ),
      { parse: "none" },
    )
    .post(
      "/:token/rating",
      ({ params, request, server }) =>
        act(
          request,
          peerOf(server, request),
          withJsonBody(request, async (body) => {
            // A body not shaped like the page's comes from a broken client: a 400, as on the rating link.
            if (!hasRatingShape(body)) return failResponse(400, translate(languageOf(request), apiMessage("invalidRequest")), noStore);
            const recorded = await rateFromStatusPage(domainDeps, params.token, body);
            return cc(ratingSavedKey(recorded.rating));
          }),
        ),
      { parse: "none" },
    )
    .post(
      "/:token/no-contact",
      ({ params, request, server }) =>
        act(request, peerOf(server, request), async () => {
          await reportNoContact(domainDeps, { by: "customer", token: params.token });
          return cc("noContactReported");
        }),
      { parse: "none" },
    )
    .post(
      "/:token/visit-change",
      ({ params, request, server }) =>
        act(request, peerOf(server, request), async () => {
          await askVisitChange(domainDeps, { by: "customer", token: params.token });
          return cc("visitChangeSent");
        }),
      { parse: "none" },
    )
    .post(
      "/:token/erase",
      ({ params, request, server }) =>
        act(request, peerOf(server, request), async () => {
          await eraseMyData(domainDeps, { by: "customer", token: params.token });
          return cc("erased");
        }),
      { parse: "none" },
    );
}
