import { Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
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
  useEffect(() => {
    let cancelled = false;
    (async () => {
      let reply: LoginReply | undefined;
      try {
        const response = await fetch("/api/loginuser/login", { credentials: "same-origin" });
        reply = (await response.json()) as LoginReply;
      } catch {
        reply = undefined;
      }
      if (cancelled) return;
      const type = reply?.data?.authorizationType;
      if (!reply || !reply.data) {
        storeLogin("");
        navigate("/login", { replace: true });
      } else if (!reply.isError && type === 0) {
        storeLogin("network", 0);
        navigate("/network", { replace: true });
      } else if (!reply.isError && type === 1) {
        storeLogin("provider", reply.data.providerId);
        navigate("/provider", { replace: true });
      } else {
        storeLogin("not-accepted");
        navigate("/login?state=not-accepted", { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <Center py={120}>
      <Stack align="center" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{LL.auth.loadingUserData()}</Text>
      </Stack>
    </Center>
  );
}
