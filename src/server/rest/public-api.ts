import { Elysia } from "elysia";
import type { ZodError } from "zod";
import { isValidationKey, type ValidationKey } from "@/shared/message-keys";
import { idFromText } from "@/shared/schemas/fields";
import { addProjectSchema } from "@/shared/schemas/project";
import type { Language } from "@/shared/catalog-types";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { getActiveCatalogReply, getSubCategory } from "../domain/catalog/service";
import { apiMessage, DomainError, validationMessage } from "../domain/errors";
import { addFilesToProject, mayUploadTo } from "../domain/files/service";
import { fixNewEmail } from "../domain/customer-controls/fix-new-email";
import { findPostalAreasByPostCode } from "../domain/postal-areas/service";
import type { Notifier } from "../domain/notifications/service";
import { type CreatedProject, createProject, isKeyUsedBefore } from "../domain/projects/create-project";
import { findBestProvider } from "../domain/routing/service";
import { brusselsDay } from "../domain/working-days/brussels-time";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { unexpectedFailure } from "./failure-reply";
import { type Deadline, withDeadline } from "../observability/deadline";
import type { FileStorage } from "../storage/storage";
import { rateLimitKey, parseTrustedProxies } from "./client-ip";
import { fail, failResponse, ok } from "./envelope";
import { readJsonBody } from "./json-body";
import { createRateLimiter, type RateLimiter } from "./rate-limit";
import { languageOf, translate } from "../translate";
import { filesFromForm } from "./customer-files-form";
import { heldUploadRight, readUploadToken, uploadCookieHeader } from "./upload-cookie";
import { mediaTypeOf } from "../security/input-guards";

export interface PublicApiDeps {
  env: Env;
  db: Database;
  clock: Clock;
  storage: FileStorage;
  logger: Logger;
  /** The one notifier of the process (src/server/main.ts). */
  notify: Notifier;
}

const maxIdempotencyKeyLength = 100;
const jsonHeaders = { "content-type": "application/json" };

/** The public calls of docs/product/api-contract.md under /api: parse, call the domain, wrap in the envelope. */
export function publicApi(deps: PublicApiDeps) {
  const { env, db, clock, storage, logger, notify } = deps;
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);
  const createLimiter = createRateLimiter({ db, secret: env.SESSION_SECRET, scope: "create", limit: env.CREATE_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  const uploadLimiter = createRateLimiter({ db, secret: env.SESSION_SECRET, scope: "upload", limit: env.UPLOAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });

  /** Domain refusals become `isError` replies (200); anything unexpected a logged 500, a database away or too slow 503. */
  async function answer<T>(request: Request, work: (deadline: Deadline) => Promise<T | Response>): Promise<unknown> {
    try {
      return await withDeadline(env.API_DEADLINE_MS, work);
    } catch (error) {
      if (error instanceof DomainError) return fail(translate(languageOf(request), error.message_));
      return unexpectedFailure(logger, request, error);
    }
  }

  const limited = async (request: Request, peer: string | undefined, limiter: RateLimiter) => {
    const key = rateLimitKey(peer, request.headers.get("x-forwarded-for"), trusted);
    if (await limiter.allow(key)) return undefined;
    return failResponse(429, translate(languageOf(request), apiMessage("tooManyRequests")), { "retry-after": "60" });
  };

  /**
   * A call of the browser that has just sent a request (its files, a mistyped address): counted with
   * the uploads, and given the project and token of its upload cookie, if any (docs/product/uploads.md).
   */
  const asCreator = <T>(
    request: Request,
    peer: string | undefined,
    work: (held: ReturnType<typeof heldUploadRight>, language: Language, deadline: Deadline) => Promise<T | Response>,
  ) =>
    answer(request, async (deadline) => {
      const tooMany = await limited(request, peer, uploadLimiter);
      if (tooMany) return tooMany;
      return work(heldUploadRight(env, request.headers.get("cookie")), languageOf(request), deadline);
    });

  return (
    new Elysia({ name: "public-api", prefix: "/api" })
      // The busiest public call: cached bytes, no timer or envelope work on the way.
      .get("/servicecategory/getallactive", async ({ request }) => {
        try {
          return new Response(await getActiveCatalogReply(db), { headers: jsonHeaders });
        } catch (error) {
          return answer(request, () => Promise.reject(error));
        }
      })
      .get("/servicesubcategory/getbyid", ({ request, query }) =>
        answer(request, async () => {
          const id = idFromText(query.id);
          const sub = id ? await getSubCategory(db, id) : undefined;
          return sub ? ok(sub) : fail(translate(languageOf(request), apiMessage("subCategoryUnknown")));
        }),
      )
      .get("/postalarea/getpostalareabypostalcode", ({ request, query }) =>
        answer(request, async () =>
          ok(await findPostalAreasByPostCode(db, typeof query.postCode === "string" ? query.postCode : undefined, languageOf(request))),
        ),
      )
      .get("/provider/getbypostalcodeservicewithhighestscore", ({ request, query }) =>
        answer(request, async () => {
          const serviceId = idFromText(query.serviceId);
          const postalAreaId = idFromText(query.postalAreaId);
          const providerId = serviceId && postalAreaId ? await findBestProvider(db, { serviceId, postalAreaId, onDay: brusselsDay(clock.now()) }) : undefined;
          return providerId ? ok({ id: providerId, isError: false as const }) : fail(translate(languageOf(request), apiMessage("providerNotFound")));
        }),
      )
      .post(
        "/homeproject/addproject",
        ({ request, server }) =>
          answer(request, async (deadline) => {
            const tooMany = await limited(request, server?.requestIP(request)?.address, createLimiter);
            if (tooMany) return tooMany;
            const language = languageOf(request);
            const body = await deadline.reading(readJson(request));
            if (body === undefined) return failResponse(400, translate(language, apiMessage("invalidRequest")));
            const parsed = addProjectSchema.safeParse(body);
            if (!parsed.success) {
              if (isMalformed(parsed.error)) return failResponse(400, translate(language, apiMessage("invalidRequest")));
              return fail(translate(language, validationMessage(firstValidationKey(parsed.error))));
            }
            if (parsed.data.Website) return ok(0, translate(language, apiMessage("projectCreated")));
            const key = request.headers.get("idempotency-key")?.trim() || undefined;
            if (key && key.length > maxIdempotencyKeyLength) return failResponse(400, translate(language, apiMessage("invalidRequest")));
            let created: CreatedProject;
            try {
              created = await createProject({ db, clock, notify, publicUrl: env.PUBLIC_URL }, parsed.data, key);
            } catch (error) {
              // As the Idempotency-Key draft asks: the client learns it must send with a new key (docs/product/api-contract.md).
              if (isKeyUsedBefore(error)) return failResponse(422, translate(language, error.message_));
              throw error;
            }
            return new Response(JSON.stringify(ok(created.projectId, translate(language, apiMessage("projectCreated")))), {
              headers: { "content-type": "application/json", "set-cookie": uploadCookieHeader(env, created.projectId, created.uploadToken) },
            });
          }),
        { parse: "none" },
      )
      .post(
        "/homeproject/addfilestoproject",
        ({ request, server }) =>
          asCreator(request, server?.requestIP(request)?.address, async (held, language, deadline) => {
            // The cookie's right first: a stranger's upload is refused before its body is read.
            await mayUploadTo({ db, clock }, held?.projectId ?? 0, held?.token);
            const read = await deadline.reading(filesFromForm(request));
            if (!read) return failResponse(400, translate(language, apiMessage("invalidRequest")));
            const projectId = idFromText(read.form.get("projectId"));
            if (!projectId) return failResponse(400, translate(language, apiMessage("invalidRequest")));
            const token = readUploadToken(env, request.headers.get("cookie"), projectId);
            const names = await addFilesToProject({ db, clock, storage }, projectId, token, read.files);
            return ok({ fileNames: names }, names.length > 0 ? translate(language, apiMessage("filesUploaded")) : null);
          }),
        { parse: "none" },
      )
      .post(
        "/homeproject/correctemail",
        ({ request, server }) =>
          asCreator(request, server?.requestIP(request)?.address, async (held, language, deadline) => {
            // The creating browser's cookie is its only right (docs/product/customer-controls.md, "A mistyped e-mail address").
            if (!held) return fail(translate(language, apiMessage("emailFixNotAllowed")));
            const body = await deadline.reading(readJson(request));
            if (body === undefined) return failResponse(400, translate(language, apiMessage("invalidRequest")));
            await fixNewEmail({ db, clock, notify, publicUrl: env.PUBLIC_URL }, { projectId: held.projectId, uploadToken: held.token }, body);
            return ok(null, translate(language, apiMessage("emailFixed")));
          }),
        { parse: "none" },
      )
  );
}

/** The wizard's body: JSON, announced as JSON. */
async function readJson(request: Request): Promise<unknown> {
  if (mediaTypeOf(request) !== "application/json") return undefined;
  return readJsonBody(request);
}

/**
 * A failed field rule names its message for a person (200, docs/product/validation.md); anything
 * else the schema refuses (a wrong type or shape, an id of 0, an unknown language, 51 answers)
 * means a broken client: 400.
 */
function isMalformed(error: ZodError): boolean {
  return error.issues.some((issue) => !isValidationKey(issue.message));
}

function firstValidationKey(error: ZodError): ValidationKey {
  for (const issue of error.issues) if (isValidationKey(issue.message)) return issue.message;
  return "required";
}
