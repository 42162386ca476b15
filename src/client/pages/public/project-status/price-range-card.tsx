import { Card, Stack, Text, Title } from "@mantine/core";
import type { Language } from "@/shared/catalog-types";
import { formatCount, formatWholeEuros } from "../../../components/number-format";
import { useLanguage, useLL } from "../../../i18n/language";

export interface StatusPriceRange {
  invoices: number;
  lowCents: number;
  medianCents: number;
  highCents: number;
}

/**
 * Before the job, on the status page (docs/product/customer-controls.md, "What such jobs cost"):
 * what the network's providers invoiced for the request's service over the last year, the middle
 * half and the median, so the customer knows what to expect before the provider names its price.
 */
export function PriceRangeCard({ range, serviceName }: { range: StatusPriceRange; serviceName: Record<Language, string> }) {
  const LL = useLL();
  const C = LL.customerControls;
  const { language } = useLanguage();
  const euros = (cents: number) => formatWholeEuros(cents, language);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="status-price-range">
      <Title order={2} size="h4" mb="sm">
        {C.priceRangeTitle()}
      </Title>
      <Stack gap="xs">
        <Text>
          {C.priceRangeText({
            service: serviceName[language] ?? serviceName.fr,
            low: euros(range.lowCents),
            high: euros(range.highCents),
            median: euros(range.medianCents),
            invoices: formatCount(range.invoices, language),
          })}
        </Text>
        <Text size="sm" c="gray.7">
          {C.priceRangeNote()}
        </Text>
      </Stack>
    </Card>
  );
}
