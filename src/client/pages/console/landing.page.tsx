import { Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { returnPathRole, safeReturnPath } from "@/shared/return-path";
import { storeLogin } from "../../auth/login-state";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";

interface LoginReply {
  isError: boolean;
  data?: { authorizationType: number; providerId: number } | null;
}

/** `login/landingpage`: 'Loading User Data', then the route the server's login type decides. */
export default function LandingPage() {
  const LL = useLL();
  usePage("login-landing", LL.auth.loadingUserData());
  const [, navigate] = useLocation();
  const next = safeReturnPath(new URLSearchParams(useSearch()).get("next"));
  useEffect(() => {
    let cancelled = false;
    (async () => {
      let reply: LoginReply | undefined;
      let signedOut = false;
      try {
        const response = await fetch("/api/loginuser/login", { credentials: "same-origin" });
        signedOut = response.status === 401;
        reply = (await response.json()) as LoginReply;
      } catch {
        reply = undefined;
      }
      if (cancelled) return;
      const type = reply?.data?.authorizationType;
      // The page the person was going to, when it belongs to their console; else their console's home.
      const target = (role: "network" | "provider") => (next && returnPathRole(next) === role ? next : `/${role}`);
      if (signedOut || !reply || !reply.data) {
        // Not signed in (an old bookmark, a session that ended): sign-in, not "no access".
        storeLogin("");
        navigate(next ? `/login?next=${encodeURIComponent(next)}` : "/login", { replace: true });
      } else if (!reply.isError && type === 0) {
        storeLogin("network", 0);
        navigate(target("network"), { replace: true });
      } else if (!reply.isError && type === 1) {
        storeLogin("provider", reply.data.providerId);
        navigate(target("provider"), { replace: true });
      } else {
        storeLogin("not-accepted");
        navigate("/login?state=not-accepted", { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, next]);
  return (
    <Center py={120}>
      <Stack align="center" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{LL.auth.loadingUserData()}</Text>
      </Stack>
    </Center>
  );
}
