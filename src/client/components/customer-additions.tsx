import { type MantineSpacing, Stack, Text } from "@mantine/core";
import { useLL } from "../i18n/language";
import { formatDateTime } from "./format";

/** An addition to the request as the consoles receive it (tRPC keeps dates as `Date`). */
export interface CustomerAddition {
  id: number;
  text: string;
  addedBy: "customer" | "network";
  createdAt: Date;
}

/**
 * What the customer added under the description after sending the request, oldest first, as both
 * consoles show it (docs/product/customer-controls.md, "Add to my request"): the day and time, who
 * wrote it when the network did for the customer, the text with its line breaks.
 */
export function CustomerAdditions({ additions, mt }: { additions: CustomerAddition[]; mt?: MantineSpacing }) {
  const P = useLL().provider;
  if (additions.length === 0) return null;
  return (
    <Stack gap={4} mt={mt} data-testid="customer-additions">
      <Text size="sm" c="gray.7">
        {P.additionsTitle()}
      </Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {additions.map((addition) => {
          const date = formatDateTime(addition.createdAt);
          return (
            <li key={addition.id}>
              <Text size="xs" c="gray.7">
                {addition.addedBy === "network" ? P.additionAddedOnByNetwork({ date }) : P.additionAddedOn({ date })}
              </Text>
              <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{addition.text}</Text>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
