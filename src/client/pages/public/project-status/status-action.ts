import { useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@/shared/envelope";
import { notify } from "../../../components/notify";
import { useLanguage, useLL } from "../../../i18n/language";
import { jsonBody } from "../../../api/json-body";

interface StatusActionCall {
  method?: "POST" | "DELETE";
  /** A JSON body, or a multipart form. */
  body?: unknown;
  /** Read the status again afterwards (default); not after an erasure, which ends the link. */
  refresh?: boolean;
}

/**
 * One of the status page's actions (docs/product/customer-controls.md): the call in the page's
 * language, its outcome told in a notification (the server's sentence), then the status read again,
 * failed or not, so the page shows what is true now. Resolves to whether it was done.
 */
export function useStatusAction(token: string) {
  const C = useLL().customerControls;
  const { language } = useLanguage();
  const queryClient = useQueryClient();

  return async function call(name: string, path: string, { method = "POST", body, refresh = true }: StatusActionCall = {}): Promise<boolean> {
    const form = body instanceof FormData;
    let done = false;
    try {
      const response = await fetch(`/api/projectstatus/${encodeURIComponent(token)}/${path}?lang=${language}`, {
        method,
        credentials: "omit",
        headers: body === undefined || form ? undefined : { "content-type": "application/json" },
        body: body === undefined ? undefined : form ? body : jsonBody(body),
      });
      const reply = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      done = reply !== undefined && !reply.isError;
      notify({ id: `${name}-${done ? "done" : "failed"}`, color: done ? "teal" : "red", message: reply?.userMessage ?? (done ? "" : C.actionFailed()) });
    } catch {
      notify({ id: `${name}-failed`, color: "red", message: C.actionFailed() });
    }
    if (refresh) await queryClient.invalidateQueries({ queryKey: ["projectstatus", token] });
    return done;
  };
}
