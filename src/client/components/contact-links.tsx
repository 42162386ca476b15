import { Anchor } from "@mantine/core";

/**
 * The address a phone link dials: the + and the digits only ("02/555.01.01" dials 025550101),
 * without the "(0)" written after a country code ("+32 (0)2 …" dials +322…).
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, "").replace(/[^+\d]/g, "")}`;
}

/** A contact value that is no address to dial or write to: as text, "—" when there is nothing. */
function PlainValue({ value }: { value: string }) {
  return <>{value.trim() || "—"}</>;
}

/**
 * A phone number as a link that dials it (docs/product/consoles.md, "Smaller rules"), 24 px tall
 * like every target a finger taps (docs/product/accessibility.md). A value with
 * no digit (the "—" that replaces an erased number) is text: a link to "tel:" dials nothing.
 */
export function PhoneLink({ phone }: { phone: string }) {
  if (!/\d/.test(phone)) return <PlainValue value={phone} />;
  return (
    <Anchor href={telHref(phone)} className="hs-target">
      {phone}
    </Anchor>
  );
}

/** An e-mail address as a link that writes to it; anything else (an erased address: "—") is text. */
export function EmailLink({ email }: { email: string }) {
  if (!/^[^@\s]+@[^@\s]+$/.test(email.trim())) return <PlainValue value={email} />;
  return (
    <Anchor href={`mailto:${email.trim()}`} className="hs-target">
      {email}
    </Anchor>
  );
}
