import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import superjson from "superjson";
import type { AppRouter } from "@/server/trpc/root";
import { withControlCharactersAsSpaces } from "@/shared/text";
import { noteReply } from "./observability/failed-replies";

/** Typed console procedures; loaded only by console chunks. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(language: () => string) {
  const options = {
    url: "/trpc",
    // The server's transformer (src/server/trpc/trpc.ts): dates arrive as `Date`. A control
    // character pasted into a field is sent as a space (src/client/api/json-body.ts).
    transformer: { serialize: (value: unknown) => superjson.serialize(withControlCharactersAsSpaces(value)), deserialize: superjson.deserialize },
    headers: () => ({ "x-language": language() }),
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, { ...init, credentials: "same-origin" });
      // A 5xx's X-Request-Id becomes the reference of the error toast.
      noteReply(response);
      return response;
    },
  };
  return trpc.createClient({
    links: [
      // A file (FormData: the invoice) goes alone, as multipart; everything else is batched JSON.
      splitLink({ condition: (op) => isNonJsonSerializable(op.input), true: httpLink(options), false: httpBatchLink(options) }),
    ],
  });
}

/** The reply types of the console procedures, for the parts of a page that show them. */
export type RouterOutputs = import("@trpc/server").inferRouterOutputs<AppRouter>;
export type RouterInputs = import("@trpc/server").inferRouterInputs<AppRouter>;
