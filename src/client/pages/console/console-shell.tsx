import { Center, Loader } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { logout, storeLogin, useStoredLogin } from "../../auth/login-state";
import { useLanguage, useLL } from "../../i18n/language";
import { createTrpcClient, trpc } from "../../trpc";

const NotFoundPage = lazy(() => import("../public/not-found.page"));

export type ConsoleRole = "network" | "provider";

/** tRPC for the console chunks, on the app's one QueryClient. */
function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const languageRef = useRef(language);
  languageRef.current = language;
  const [client] = useState(() => createTrpcClient(() => languageRef.current));
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}

/**
 * Offers a console route only to its role (spec section 2). The server decides (session.me);
 * the stored hints follow it. Not signed in → /login; "not-accepted" forces a logout.
 */
function RoleGate({ role, children }: { role: ConsoleRole; children: ReactNode }) {
  const LL = useLL();
  const [, navigate] = useLocation();
  const stored = useStoredLogin();
  const me = trpc.session.me.useQuery(undefined, { staleTime: 30_000, retry: false });
  const serverRole = me.data?.signedIn ? (me.data.authorizationType === 0 ? "network" : "provider") : undefined;

  useEffect(() => {
    if (stored.loginType === "not-accepted") void logout();
  }, [stored.loginType]);
  useEffect(() => {
    if (!me.data) return;
    if (!me.data.signedIn) {
      storeLogin("");
      navigate("/login", { replace: true });
    } else if (stored.loginType === "") {
      // Signed in without stored hints (another tab cleared them): let the landing page decide.
      navigate("/login/landingpage", { replace: true });
    }
  }, [me.data, stored.loginType, navigate]);

  if (me.isLoading || !me.data?.signedIn || stored.loginType === "") {
    return (
      <Center py={120} role="status">
        <Loader aria-label={LL.common.loading()} />
      </Center>
    );
  }
  if (serverRole !== role) return <NotFoundPage />;
  return <>{children}</>;
}

export function ConsoleShell({ role, children }: { role: ConsoleRole; children: ReactNode }) {
  return (
    <TrpcProvider>
      <RoleGate role={role}>{children}</RoleGate>
    </TrpcProvider>
  );
}
