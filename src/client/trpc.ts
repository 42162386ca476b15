import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "@/server/trpc/root";

/** Typed console procedures; loaded only by console chunks. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(language: () => string) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        headers: () => ({ "x-language": language() }),
        fetch: (input, init) => fetch(input, { ...(init as RequestInit), credentials: "same-origin" }),
      }),
    ],
  });
}
