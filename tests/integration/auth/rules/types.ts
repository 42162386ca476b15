/** `consoles`: network users and every provider (each provider sees only its own projects). */
export type Rule = "public" | "signedIn" | "network" | "provider" | "consoles";

/** One tRPC procedure's access rule and a valid input to call it with. */
export interface ProcedureRule {
  rule: Rule;
  type: "query" | "mutation";
  input?: unknown;
}

/** One bearer api/ call; `path` may hold a query string. */
export interface BearerCall {
  method: "GET" | "POST";
  path: string;
  rule: Rule;
  body?: unknown;
  /** The call's data belongs to provider A: network and provider A read it, provider B gets `isError` (not found). */
  ownedByProviderA?: boolean;
  /** Every allowed caller gets `isError: false` (the input is valid and the change is allowed once). */
  succeeds?: boolean;
}
