import { Anchor, Box, Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** One figure column: its heading, and its cell's text for a row. */
export interface FigureColumn<Row> {
  key: string;
  label: string;
  text: (row: Row) => string;
  /** Only in the table: a card says it in its `cardNote`. */
  tableOnly?: boolean;
}

/**
 * A dashboard table of named rows and figure columns (docs/product/dashboard.md): a table from
 * 768 px, a card per row below with its figures on one line. Each row carries `data-<rowAttribute>`
 * and each figure `data-column`, for the tests and the CSV's order.
 */
export function FigureTable<Row>({
  label,
  nameLabel,
  rows,
  rowKey,
  rowAttribute,
  name,
  href,
  columns,
  cardNote,
}: {
  label: string;
  nameLabel: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowAttribute: string;
  name: (row: Row) => string;
  /** Where a row's name leads (a provider's page), if anywhere. */
  href?: (row: Row) => string;
  columns: readonly FigureColumn<Row>[];
  /** A line under the row's name on a card (what the table shows in a column of its own). */
  cardNote?: (row: Row) => ReactNode;
}) {
  const attribute = (row: Row) => ({ [`data-${rowAttribute}`]: rowKey(row) });
  const onCard = columns.filter((column) => !column.tableOnly);
  const named = (row: Row) =>
    href ? (
      <Anchor component={Link} href={href(row)} inherit>
        {name(row)}
      </Anchor>
    ) : (
      name(row)
    );
  return (
    <>
      <Box hiddenFrom="sm">
        <Stack component="ul" gap="xs" className="hs-plain-list" aria-label={label}>
          {rows.map((row) => (
            <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm" {...attribute(row)}>
              <Text fw={700}>{named(row)}</Text>
              {cardNote?.(row)}
              <SimpleGrid component="dl" cols={onCard.length} spacing="xs" mt="xs" mb={0}>
                {onCard.map((column) => (
                  // The figures on one line, whichever label wraps more.
                  <Stack key={column.key} gap={0} justify="space-between">
                    <Text component="dt" size="xs" c="gray.7">
                      {column.label}
                    </Text>
                    <Text component="dd" fw={600} m={0} data-column={column.key}>
                      {column.text(row)}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      </Box>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped withTableBorder verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{nameLabel}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} ta="right">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} {...attribute(row)}>
                <Table.Th scope="row" fw={500}>
                  {named(row)}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta="right" data-column={column.key}>
                    {column.text(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
