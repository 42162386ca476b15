import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { localityBesideMunicipality } from "@/shared/place-names";
import { useCallTimesText } from "../../components/call-times";
import { EmailLink, PhoneLink, telHref } from "../../components/contact-links";
import { formatDayAndTime } from "../../components/format";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLL } from "../../i18n/language";
import { CallBy } from "./answer-deadline";
import { trpc } from "../../trpc";
import { Field, type ProviderProject, Section, toast } from "./details-parts";

/** A receiver, drawn so that the button reads as "call" at a glance. */
function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </svg>
  );
}

/**
 * The customer's mobile number as a button a thumb can hit, that dials it (the same `tel:` address
 * as `PhoneLink`), once the provider has to call; a link before. A value with nothing to dial (the
 * "—" of an erased number) stays text.
 */
function CallButton({ phone, prominent, focused }: { phone: string; prominent: boolean; focused: boolean }) {
  const href = telHref(phone);
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);
  if (!prominent || !/\d/.test(href)) return <PhoneLink phone={phone} />;
  return (
    <Button ref={ref} component="a" href={href} variant="light" color="teal" size="md" mt={4} leftSection={<PhoneIcon />} w={{ base: "100%", xs: "auto" }}>
      {phone}
    </Button>
  );
}

/**
 * `focusCall`: the provider has just accepted; the focus goes to the next thing to do, calling,
 * instead of being lost with the buttons that went (docs/product/accessibility.md).
 * The customer and the address, one card each (two abreast from `md`): what a provider needs to
 * call, write to and find the customer. On an accepted project (`toCall`) it comes right under the
 * status and the number is a call button (docs/product/consoles.md, "The provider's project page").
 */
export function CustomerContact({
  project: p,
  toCall = false,
  focusCall = false,
  onCalled,
}: {
  project: ProviderProject;
  toCall?: boolean;
  focusCall?: boolean;
  /** Once the provider noted it called: the page reads the project again. */
  onCalled?: () => void;
}) {
  const LL = useLL();
  const callTimesText = useCallTimesText();
  const callTimes = callTimesText(p.preferredCallTimes);
  const locality = localityBesideMunicipality(p);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Section title={LL.provider.customerInfo()}>
        <SimpleGrid cols={2} mb="sm">
          <Field label={LL.provider.firstName()}>{p.customerFirstName}</Field>
          <Field label={LL.provider.lastName()}>{p.customerLastName}</Field>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Field label={LL.provider.phone()}>{p.customerGsm && <CallButton phone={p.customerGsm} prominent={toCall} focused={focusCall} />}</Field>
          {toCall && <CallState project={p} onCalled={onCalled} />}
          {callTimes && <Field label={LL.provider.callTimes.label()}>{callTimes}</Field>}
          <Field label={LL.provider.email()}>{p.customerEmail && <EmailLink email={p.customerEmail} />}</Field>
          {/* The language to call the customer in: the one the request was sent in. */}
          <Field label={LL.provider.customerLanguage()}>{LL.common.languageName[p.language]()}</Field>
        </SimpleGrid>
      </Section>
      <Section title={LL.provider.address()}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Field label={LL.provider.street()}>{p.customerStreetHouseNumber}</Field>
          <Field label={LL.provider.bus()}>{p.customerBus}</Field>
          {/* Postcode first, as a Belgian writes it: "1000 Bruxelles". */}
          <Field label={LL.provider.postCode()}>{p.postCode}</Field>
          <Field label={LL.provider.city()}>{p.city}</Field>
          {locality && <Field label={LL.provider.cityPostalArea()}>{locality}</Field>}
        </SimpleGrid>
      </Section>
    </SimpleGrid>
  );
}

/**
 * Under the number of an accepted project (docs/product/customer-controls.md, "Call by"): by when to
 * call, and "J'ai appelé le client"; once noted, when.
 */
function CallState({ project: p, onCalled }: { project: ProviderProject; onCalled?: () => void }) {
  const LL = useLL();
  const called = trpc.provider.actions.customerCalled.useMutation();
  const [confirming, setConfirming] = useState(false);
  const calledRef = useRef<HTMLParagraphElement>(null);
  // Once noted, the button goes: the focus moves to the sentence that replaces it.
  const focusWhenNoted = useRef(false);
  useEffect(() => {
    if (p.customerCalledAt && focusWhenNoted.current) {
      focusWhenNoted.current = false;
      calledRef.current?.focus();
    }
  }, [p.customerCalledAt]);
  if (p.customerCalledAt) {
    return (
      <Text ref={calledRef} tabIndex={-1} size="sm" c="teal.8" data-testid="customer-called" style={{ gridColumn: "1 / -1" }}>
        {LL.provider.customerCalledAt(formatDayAndTime(p.customerCalledAt))}
      </Text>
    );
  }
  const record = async () => {
    const result = await called.mutateAsync({ id: p.id }).catch(() => undefined);
    toast("customer-called", result, LL.provider.customerCalledFailed());
    setConfirming(false);
    if (result && !result.isError) {
      focusWhenNoted.current = true;
      onCalled?.();
    }
  };
  return (
    <Stack gap="xs" align="flex-start" style={{ gridColumn: "1 / -1" }}>
      {p.callBy && <CallBy deadline={p.callBy} wording="page" />}
      <Button variant="light" onClick={() => setConfirming(true)} className="hs-wrap-button">
        {LL.provider.customerCalledButton()}
      </Button>
      {/* The customer reads it on the status page and it cannot be taken back: asked once, opening on "Annuler". */}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={LL.provider.customerCalledTitle()}
        text={LL.provider.customerCalledText()}
        cancelLabel={LL.provider.cancel()}
        confirmLabel={LL.provider.customerCalledConfirm()}
        color="teal"
        loading={called.isPending}
        onConfirm={() => void record()}
      />
    </Stack>
  );
}
