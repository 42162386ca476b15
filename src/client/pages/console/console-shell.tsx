import { Center, Container, Loader } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { isLoggingOut, logout, storeLogin, useStoredLogin } from "../../auth/login-state";
import { useLanguage, useLL } from "../../i18n/language";
import { createTrpcClient, trpc } from "../../trpc";
import { NoAccessPage } from "./no-access";

export type ConsoleRole = "network" | "provider";

/** The language the console data in the cache was fetched in (the shell remounts on a switch). */
let cachedLanguage: string | undefined;

/**
 * tRPC for the console chunks, on the app's one QueryClient. A language switch refetches
 * everything, since the server localises statuses, services and questions (docs/product/consoles.md).
 */
function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const languageRef = useRef(language);
  languageRef.current = language;
  const [client] = useState(() => createTrpcClient(() => languageRef.current));
  useEffect(() => {
    if (cachedLanguage !== undefined && cachedLanguage !== language) void queryClient.invalidateQueries();
    cachedLanguage = language;
  }, [language, queryClient]);
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}

/**
 * Offers a console route only to its role (docs/product/roles.md). The server decides (session.me);
 * the stored hints follow it. Not signed in → /login, which brings the person back here after
 * sign-in; the other role → the no-access page; "not-accepted" forces a logout.
 */
function RoleGate({ role, children }: { role: ConsoleRole; children: ReactNode }) {
  const LL = useLL();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const stored = useStoredLogin();
  const me = trpc.session.me.useQuery(undefined, { staleTime: 30_000, retry: false });
  const serverRole = me.data?.signedIn ? (me.data.authorizationType === 0 ? "network" : "provider") : undefined;

  useEffect(() => {
    if (stored.loginType === "not-accepted") void logout();
  }, [stored.loginType]);
  useEffect(() => {
    // Clearing the hints on logout must not send the page to the landing page, whose late answer
    // (no session any more) would store "not-accepted" on the way out.
    if (!me.data || isLoggingOut()) return;
    if (!me.data.signedIn) {
      storeLogin("");
      const next = `${location}${search ? `?${search}` : ""}`;
      navigate(`/login?next=${encodeURIComponent(next)}`, { replace: true });
    } else if (stored.loginType === "") {
      // Signed in without stored hints (another tab cleared them): let the landing page decide.
      navigate(`/login/landingpage?next=${encodeURIComponent(location)}`, { replace: true });
    }
  }, [me.data, stored.loginType, navigate, location, search]);

  if (me.isLoading || !me.data?.signedIn || stored.loginType === "") {
    return (
      <Center py={120} role="status">
        <Loader aria-label={LL.common.loading()} />
      </Center>
    );
  }
  if (serverRole !== role) return <NoAccessPage ownHome={serverRole === "network" ? "/network" : "/provider"} />;
  return <>{children}</>;
}

/** Every console page: tRPC, the role guard, and the header's width (so that both line up). */
export function ConsoleShell({ role, children, size = "lg" }: { role: ConsoleRole; children: ReactNode; size?: "md" | "lg" }) {
  return (
    <TrpcProvider>
      <RoleGate role={role}>
        <Container size={size} px="md" className="hs-console">
          {children}
        </Container>
      </RoleGate>
    </TrpcProvider>
  );
}
