import { Elysia } from "elysia";
import type { Language } from "@/shared/catalog-types";
import { i18nObject } from "@/shared/i18n/i18n-util";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { unsubscribeLinkState, unsubscribeMarketing } from "../domain/customer-controls/marketing";
import { DomainError } from "../domain/errors";
import { escapeHtml } from "../html-escape";
import type { Logger } from "../logger";
import { logFailure } from "../observability/failures";
import { plainFailure } from "../plain-refusal";
import { withDeadline } from "../observability/deadline";
import { chosenLanguageOf, readerLanguageOf } from "../translate";

// `same-origin`, not `no-referrer`: with no-referrer the browser's form POST says `Origin: null`,
// which the forgery guard refuses when the browser holds a wizard cookie. The token never leaves our origin.
const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "same-origin", "x-robots-tag": "noindex" };

/** A page of its own (no app): the brand, linked to the home page in the page's language, then the title and the body. */
function page(language: Language, title: string, body: string): Response {
  const brand = escapeHtml(i18nObject(language).common.brand());
  const html = [
    "<!DOCTYPE html>",
    `<html lang="${language}-BE">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${brand}</title>`,
    "<style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0;padding:24px 12px;line-height:1.5}main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}.brand{margin:0 0 8px;font-weight:bold}.brand a{color:#0f6f92}button{font:inherit;font-weight:600;padding:10px 18px;border-radius:8px;border:1px solid #0f6f92;background:#0f6f92;color:#fff;cursor:pointer}</style></head>",
    `<body><main><p class="brand"><a href="/${language}/">${brand}</a></p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join("\n");
  return new Response(html, { headers });
}

/** A failure a person reads after following a mail's link: logged once, said in plain words (503 when the database is away). */
function failurePage(logger: Logger, request: Request, error: unknown): Response {
  logFailure(logger, "api.failed", error);
  return plainFailure(request, error, { "referrer-policy": headers["referrer-policy"], "x-robots-tag": headers["x-robots-tag"] });
}

/** A link that is no unsubscribe link (cut, or made up): 404, said with what to do instead. */
function invalidLink(language: Language): Response {
  const C = i18nObject(language).customerControls;
  const response = page(language, C.unsubscribeInvalid(), `<p>${escapeHtml(C.unsubscribeInvalidText())}</p>`);
  return new Response(response.body, { status: 404, headers });
}

/**
 * RFC 8058 one-click marketing unsubscribe (docs/product/customer-controls.md), the address of
 * every customer mail's List-Unsubscribe header and body link: `/api/unsubscribe/<token>`.
 * POST (what a mail client sends, `List-Unsubscribe=One-Click`, no cookie, no Origin) records the
 * withdrawal. GET (a person following the link, or a link scanner) changes nothing: an unknown
 * link is refused at once, a request not subscribed says there is nothing to do, else it shows a
 * button that POSTs (multipart, the one form encoding the forgery guard admits from a browser that
 * still holds a wizard cookie). Not rate-limited per address: mail providers send these from shared servers,
 * and the 256-bit token does nothing but withdraw consent.
 */
export function marketingUnsubscribeApi(deps: { db: Database; clock: Clock; logger: Logger; deadlineMs: number }) {
  return new Elysia({ name: "marketing-unsubscribe-api", prefix: "/api/unsubscribe" })
    .get("/:token", async ({ params, request }) => {
      let state: Awaited<ReturnType<typeof unsubscribeLinkState>>;
      try {
        state = await withDeadline(deps.deadlineMs, () => unsubscribeLinkState(deps.db, params.token));
      } catch (error) {
        if (error instanceof DomainError) return invalidLink(readerLanguageOf(request));
        return failurePage(deps.logger, request, error);
      }
      const language = chosenLanguageOf(request) ?? state.language;
      const C = i18nObject(language).customerControls;
      // Erased: the address is gone with the rest, so nothing more is sent, and there is no status page left to go to.
      if (state.erased) return page(language, C.unsubscribeNothingTitle(), `<p data-testid="erased">${escapeHtml(C.unsubscribeErasedText())}</p>`);
      // Not subscribed (never, or not any more): nothing to confirm, and the page says so.
      if (!state.consentGiven)
        return page(language, C.unsubscribeNothingTitle(), `<p data-testid="nothing-to-do">${escapeHtml(C.unsubscribeNothingText())}</p>`);
      const form = `<p>${escapeHtml(C.unsubscribePageText())}</p><form method="post" enctype="multipart/form-data" action="/api/unsubscribe/${encodeURIComponent(params.token)}?lang=${language}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(C.unsubscribePageButton())}</button></form>`;
      return page(language, C.unsubscribePageTitle(), form);
    })
    .post(
      "/:token",
      async ({ params, request }) => {
        try {
          const { language: projectLanguage, erased } = await withDeadline(deps.deadlineMs, () => unsubscribeMarketing(deps, params.token));
          // The page's own form says its language; a mail client's one-click POST says none: the request's.
          const language = chosenLanguageOf(request) ?? projectLanguage;
          const C = i18nObject(language).customerControls;
          const text = erased ? C.unsubscribeErasedText() : C.unsubscribedText();
          return page(language, C.unsubscribedTitle(), `<p data-testid="unsubscribed">${escapeHtml(text)}</p>`);
        } catch (error) {
          if (error instanceof DomainError) return invalidLink(readerLanguageOf(request));
          return failurePage(deps.logger, request, error);
        }
      },
      { parse: "none" },
    );
}
