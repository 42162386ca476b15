import type { ApiMessageKey, MessageKey, ValidationKey } from "@/shared/message-keys";

/* Message keys are derived from the dictionaries in src/shared/message-keys.ts; this file builds messages and refusals from them. */

export const apiMessage = (key: ApiMessageKey): MessageKey => ({ section: "api", key });
export const validationMessage = (key: ValidationKey): MessageKey => ({ section: "validation", key });

/** A refusal the caller can act on: translated into its language by the adapter. */
export class DomainError extends Error {
  constructor(
    readonly message_: MessageKey,
    /** "malformed": input no page sends (a wrong type or shape), a broken client: 400 at every door. */
    readonly kind: "invalid" | "malformed" | "not-found" | "conflict" | "forbidden" = "invalid",
  ) {
    super(`${message_.section}.${message_.key}`);
  }
}

export const refuse = (key: ApiMessageKey, kind: DomainError["kind"] = "invalid") => new DomainError(apiMessage(key), kind);
