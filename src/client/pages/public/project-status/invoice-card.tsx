import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { formatEuros } from "@/shared/money";
import { useLanguage, useLL } from "../../../i18n/language";

/**
 * The provider's invoice on the status page of a completed request (docs/product/customer-controls.md,
 * "The provider's invoice"): its name, its amount when given and a link that opens it, for the
 * customer's own records.
 */
export function InvoiceCard({ token, provider, invoice }: { token: string; provider: string; invoice: { name: string; amountCents: number | null } }) {
  const LL = useLL();
  const C = LL.customerControls;
  const { language } = useLanguage();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="status-invoice">
      <Title order={2} size="h4" mb="sm">
        {C.invoiceTitle()}
      </Title>
      <Stack gap="xs" align="flex-start">
        <Text>{C.invoiceText({ provider })}</Text>
        {invoice.amountCents !== null && (
          <Text fw={500} data-testid="status-invoice-amount">
            {LL.common.invoiceAmount.stated({ amount: formatEuros(invoice.amountCents, language) })}
          </Text>
        )}
        {/* The server answers with the file's short-lived signed address; a new tab keeps the status page. */}
        <Anchor href={`/api/projectstatus/${encodeURIComponent(token)}/invoice`} target="_blank" rel="noopener" fw={600}>
          {C.invoiceOpen()} · {invoice.name}
        </Anchor>
      </Stack>
    </Card>
  );
}
