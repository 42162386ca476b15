import { Card, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { clearErrorToasts, notify } from "../../components/notify";
import type { RouterOutputs } from "../../trpc";

/** A project as the provider's project page receives it. */
export type ProviderProject = NonNullable<RouterOutputs["provider"]["projects"]["get"]["project"]>;
/** How a project left this provider, when the page opens one that is no longer its own. */
export type ProjectDeparture = RouterOutputs["provider"]["projects"]["get"]["left"];

/** A label over its value on the provider's project page. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: "anywhere" }}>
        {children || "—"}
      </Text>
    </div>
  );
}

/** One card of the provider's project page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The toast of an action's reply: the server's message, else the fallback. */
export function toast(id: string, result: { isError: boolean; userMessage: string | null } | undefined, fallback: string) {
  if (!result) return notify({ id: `${id}-failed`, color: "red", message: fallback });
  if (!result.isError) clearErrorToasts();
  notify({ id: `${id}-${result.isError ? "error" : "ok"}`, color: result.isError ? "red" : "teal", message: result.userMessage ?? fallback });
}
