import superjson from "superjson";

/**
 * Raw tRPC requests as the console's link sends them: inputs and replies go through the same
 * transformer as src/server/trpc/trpc.ts (superjson), so a `Date` in a reply is a `Date` here too.
 */

/** The address of a query with its input (`?input=` in the transformer's form). */
export function trpcQueryPath(path: string, input?: unknown): string {
  return `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`}`;
}

/** The request of a mutation: a FormData input goes as it is (multipart), anything else as JSON. */
export function trpcMutationInit(input: unknown, headers: Record<string, string> = {}): RequestInit {
  if (input instanceof FormData) return { method: "POST", headers, body: input };
  return { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(superjson.serialize(input)) };
}

/** What `response.json()` gives: untyped, as the tests read raw replies. */
type Json = Awaited<ReturnType<Response["json"]>>;

/** The data of a successful reply, deserialised (dates as `Date`). */
export async function trpcData<T = Json>(response: Response): Promise<T> {
  const body = (await response.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize(body.result.data) as T;
}

/** The error of a failed reply: its message and data (code, httpStatus). */
export async function trpcError(response: Response): Promise<{ message: string; data: { code: string; httpStatus: number } }> {
  const body = (await response.json()) as { error: Parameters<typeof superjson.deserialize>[0] };
  return superjson.deserialize(body.error);
}
