import type { Envelope } from "@/shared/envelope";
import type { Language } from "@/shared/catalog-types";
import type { ApiMessageKey } from "@/shared/message-keys";
import { apiMessage, DomainError } from "../../../domain/errors";
import { translate } from "../../../translate";

/**
 * Console actions answer like the api/ envelope (docs/product/api-contract.md): a refusal the provider can act on
 * (wrong status, "not found", a missing field) is a reply with `isError` and a message in its
 * language, shown as a toast; only unexpected failures are tRPC errors.
 */
export async function outcome<T>(language: Language, work: () => Promise<T>, success?: ApiMessageKey): Promise<Envelope<T | null>> {
  try {
    const data = await work();
    return { isError: false, userMessage: success ? translate(language, apiMessage(success)) : null, data };
  } catch (error) {
    if (error instanceof DomainError) return { isError: true, userMessage: translate(language, error.message_), data: null };
    throw error;
  }
}
