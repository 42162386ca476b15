import { ActionIcon, Anchor, Paper, Popover, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import type { FigurePair } from "@/shared/schemas/network-dashboard";
import { useLanguage, useLL } from "../i18n/language";
import { formatCount, formatDecimal, formatDuration, formatShare, formatWholeEuros } from "./number-format";

export type FigureKind = "count" | "share" | "hours" | "days" | "rating" | "euros";

/**
 * How a figure is written: a count, a percentage, a duration ("6 min", "2,5 h"), days ("3,5 j"), a
 * score out of 5, euro cents in whole euros ("12 480 €"), or "—" when nothing was measured.
 */
export function useFigureText(): (value: number | null, kind: FigureKind) => string {
  const LL = useLL();
  const { language } = useLanguage();
  return (value, kind) => {
    if (value === null) return LL.dashboard.noValue();
    if (kind === "count") return formatCount(value, language);
    if (kind === "share") return formatShare(value, language);
    if (kind === "rating") return LL.dashboard.figures.rating({ value: formatDecimal(value, language) });
    if (kind === "euros") return formatWholeEuros(value, language);
    if (kind === "days") return LL.dashboard.figures.days({ value: formatDecimal(value, language) });
    return formatDuration(value, language, LL.dashboard.figures);
  };
}

/**
 * A figure's "?": its definition in a popover. Escape closes it from the button too (Mantine's own
 * handles Escape only with the focus inside the popover, and a click leaves it on the button).
 */
function FigureHelp({ name, help, withPrevious }: { name: string; help: string; withPrevious: boolean }) {
  const LL = useLL();
  const [opened, setOpened] = useState(false);
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" opened={opened} onChange={setOpened}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="md"
          radius="xl"
          className="hs-figure-help"
          aria-label={LL.dashboard.figures.helpLabel({ name })}
          onClick={() => setOpened((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && opened) {
              event.stopPropagation();
              setOpened(false);
            }
          }}
        >
          <span aria-hidden="true" style={{ fontWeight: 700 }}>
            ?
          </span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{help}</Text>
        {withPrevious && (
          <Text size="xs" c="gray.7" mt={6}>
            {LL.dashboard.figures.previousHelp()}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * One figure of the dashboards (docs/product/dashboard.md): its name, with a help button giving its
 * definition when there is one, the value, and the previous period's beside it.
 */
export function FigureCard({
  id,
  name,
  help,
  pair,
  kind,
  withPrevious = true,
  listHref,
}: {
  id: string;
  name: string;
  help?: string;
  pair: FigurePair | undefined;
  kind: FigureKind;
  withPrevious?: boolean;
  /** The list of what the figure counts, when one shows exactly that. */
  listHref?: string;
}) {
  const LL = useLL();
  const text = useFigureText();
  const nameId = useId();
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`figure-${id}`} miw={0} role="group" aria-labelledby={nameId}>
      <Stack gap={4}>
        {/* The "?" floats in the card's top corner and the name flows beside and under it: after the
            last word it ended up alone on a line at 375 px, and a column of its own beside the name
            left a long word ("behandeling") no room at 320 px (docs/product/consoles.md). */}
        <Text size="sm" fw={600} className="hs-figure-name">
          {help && <FigureHelp name={name} help={help} withPrevious={withPrevious} />}
          <span id={nameId}>{name}</span>
        </Text>
        {pair ? (
          <>
            <Text fz={{ base: 20, xs: 26 }} fw={700} lh={1.1} data-testid="current">
              {text(pair.current, kind)}
            </Text>
            {withPrevious && (
              <Text fz={{ base: "xs", sm: "sm" }} c="gray.7" data-testid="previous">
                {LL.dashboard.figures.previous({ value: text(pair.previous, kind) })}
              </Text>
            )}
            {listHref && (
              <Anchor component={Link} href={listHref} size="sm" aria-label={LL.dashboard.figures.inListLabel({ name })}>
                {LL.dashboard.figures.inList()}
              </Anchor>
            )}
          </>
        ) : (
          <>
            <Skeleton height={28} width="60%" />
            {withPrevious && <Skeleton height={14} width="80%" />}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The figures' grid: two abreast on a phone, so that the figures do not push what follows them
 * (the provider's project list) a screen and more down; four from 992 px.
 */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "xs", sm: "sm" }}>
      {children}
    </SimpleGrid>
  );
}
