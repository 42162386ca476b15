import { Anchor } from "@mantine/core";

/**
 * The address a phone link dials: the + and the digits only ("02/555.01.01" dials 025550101),
 * without the "(0)" written after a country code ("+32 (0)2 …" dials +322…).
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, "").replace(/[^+\d]/g, "")}`;
}

/** A phone number as a link that dials it (docs/product/consoles.md, "Smaller rules"). */
export function PhoneLink({ phone }: { phone: string }) {
  return <Anchor href={telHref(phone)}>{phone}</Anchor>;
}

/** An e-mail address as a link that writes to it. */
export function EmailLink({ email }: { email: string }) {
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}
