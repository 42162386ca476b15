import { Anchor, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { privacyMailbox } from "../config";
import { useLL } from "../i18n/language";

/** A titled section of a policy page. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** The data-protection mailbox as a mailto link. */
export function MailboxLine() {
  const LL = useLL();
  const mailbox = privacyMailbox();
  return (
    <Text mb="sm">
      {LL.policies.contactLabel()}{" "}
      <Anchor href={`mailto:${mailbox}`} underline="always">
        {mailbox}
      </Anchor>
    </Text>
  );
}
