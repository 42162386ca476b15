import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { useLL } from "../../../i18n/language";

/**
 * The provider's invoice on the status page of a completed request (docs/product/customer-controls.md,
 * "The provider's invoice"): its name and a link that opens it, for the customer's own records.
 */
export function InvoiceCard({ token, provider, invoice }: { token: string; provider: string; invoice: { name: string } }) {
  const C = useLL().customerControls;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="status-invoice">
      <Title order={2} size="h4" mb="sm">
        {C.invoiceTitle()}
      </Title>
      <Stack gap="xs" align="flex-start">
        <Text>{C.invoiceText({ provider })}</Text>
        {/* The server answers with the file's short-lived signed address; a new tab keeps the status page. */}
        <Anchor href={`/api/projectstatus/${encodeURIComponent(token)}/invoice`} target="_blank" rel="noopener" fw={600}>
          {C.invoiceOpen()} · {invoice.name}
        </Anchor>
      </Stack>
    </Card>
  );
}
