import { belgiumOutline } from "./belgium-outline";
import { Box, Group, Stack, Text } from "@mantine/core";
import { type KeyboardEvent, type MouseEvent, useId, useMemo, useState } from "react";
import type { CoveragePoint, DashboardCoverage } from "@/shared/schemas/network-dashboard";
import { useTouchScreen } from "../../../components/use-touch-screen";
import { useLanguage, useLL } from "../../../i18n/language";
import { colourValue, gapSteps, isUncovered, type LegendStep, providerSteps, stepOf } from "./map-colours";
import { type Direction, mapHeight, mapWidth, neighbour, pointRadius, project } from "./map-projection";

const arrows: Record<string, Direction> = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };

function stepLabel(step: LegendStep): string {
  if (step.to === null) return `${step.from}+`;
  return step.from === step.to ? String(step.from) : `${step.from}–${step.to}`;
}

/** What hover or focus shows about a point: postcode, place in the page's language, providers, requests. */
function PointDetails({ id, point, serviceSelected }: { id: string; point: CoveragePoint | undefined; serviceSelected: boolean }) {
  const LL = useLL();
  const { language } = useLanguage();
  const t = LL.dashboard.map;
  // A tap shows a point as a hover does; a finger is not told to hover.
  const touch = useTouchScreen();
  return (
    <Box id={id} aria-live="polite" aria-atomic="true" mih={72} data-testid="map-details">
      {point ? (
        <Stack gap={2}>
          <Text fw={700}>{t.details({ postCode: point.postCode, name: language === "nl" ? point.nameNl : point.nameFr })}</Text>
          <Text size="sm">
            {serviceSelected ? t.providers({ count: point.providers }) : t.servicesWithoutProvider({ count: point.servicesWithoutProvider })}
          </Text>
          {!serviceSelected && <Text size="sm">{t.providers({ count: point.providers })}</Text>}
          <Text size="sm">{t.requests({ count: point.requests })}</Text>
        </Stack>
      ) : (
        <Text size="sm" c="gray.7">
          {touch ? t.hintTouch() : t.hint()}
        </Text>
      )}
    </Box>
  );
}

/**
 * The coverage map (docs/product/dashboard.md): one point per postcode at its coordinates, coloured
 * by coverage, sized by requests. One tab stop: the arrow keys go from a point to its neighbour.
 */
export function CoverageMap({ data }: { data: DashboardCoverage }) {
  const LL = useLL();
  const t = LL.dashboard.map;
  const detailsId = useId();
  const serviceSelected = data.serviceId !== null;
  const steps = serviceSelected ? providerSteps : gapSteps(data.routedServices);
  const [active, setActive] = useState<number | null>(null);

  const drawn = useMemo(() => {
    const most = Math.max(0, ...data.points.map((p) => p.requests));
    return data.points.map((point) => {
      const { x, y } = project(point.lat, point.lon);
      return { point, x, y, r: pointRadius(point.requests, most), colour: stepOf(steps, colourValue(point, serviceSelected))?.colour ?? "#868e96" };
    });
  }, [data.points, steps, serviceSelected]);
  // Big circles first, so that small ones stay visible on top of them.
  const order = useMemo(() => drawn.map((_, i) => i).sort((a, b) => (drawn[b]?.r ?? 0) - (drawn[a]?.r ?? 0)), [drawn]);
  const current = active === null ? undefined : drawn[active];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = arrows[event.key];
    if (!direction || drawn.length === 0) return;
    event.preventDefault();
    if (active === null) {
      setActive(firstPoint(drawn.map((d) => d.point)));
      return;
    }
    const next = neighbour(drawn, active, direction);
    if (next !== null) setActive(next);
  };

  // Hover: the point under the pointer, or the nearest one within a few pixels (small dots are hard to hit).
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const unit = mapWidth / box.width;
    const x = (event.clientX - box.left) * unit;
    const y = (event.clientY - box.top) * unit;
    let found: number | null = null;
    let best = Number.POSITIVE_INFINITY;
    drawn.forEach((d, index) => {
      const distance = Math.hypot(d.x - x, d.y - y) - d.r;
      if (distance < best) {
        best = distance;
        found = index;
      }
    });
    setActive(best <= 6 * unit ? found : null);
  };

  return (
    <Stack gap="sm">
      <Box
        role="application"
        aria-roledescription={t.title()}
        aria-label={t.keyboardLabel()}
        aria-describedby={detailsId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((value) => value ?? firstPoint(drawn.map((d) => d.point)))}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setActive(null)}
        data-testid="coverage-map"
        style={{ maxWidth: 640, width: "100%", margin: "0 auto", borderRadius: 8 }}
      >
        <svg viewBox={`0 0 ${mapWidth} ${mapHeight}`} width="100%" style={{ display: "block", height: "auto" }} aria-hidden="true" focusable="false">
          <rect x={0} y={0} width={mapWidth} height={mapHeight} rx={12} fill="#f1f3f5" />
          {/* The country's border, so a network with few points still reads as a map of Belgium. */}
          <path d={belgiumOutline} fill="#ffffff" stroke="#868e96" strokeWidth={2} strokeLinejoin="round" data-testid="belgium-outline" />
          {order.map((index) => {
            const d = drawn[index];
            if (!d) return null;
            return (
              <circle
                key={d.point.postCode}
                cx={d.x}
                cy={d.y}
                r={d.r}
                fill={d.colour}
                fillOpacity={0.85}
                stroke={isUncovered(d.point, serviceSelected, data.routedServices) ? "#5c0a0a" : "#ffffff"}
                strokeWidth={0.8}
                data-postcode={d.point.postCode}
              />
            );
          })}
          {current && <circle cx={current.x} cy={current.y} r={current.r + 4} fill="none" stroke="#000" strokeWidth={2.5} pointerEvents="none" />}
        </svg>
      </Box>
      <PointDetails id={detailsId} point={current?.point} serviceSelected={serviceSelected} />
      <Stack gap={6} data-testid="map-legend">
        <Text size="sm" fw={600} id={`${detailsId}-legend`}>
          {serviceSelected ? t.legendProviders() : t.legendServices({ total: data.routedServices })}
        </Text>
        <Group gap="md" component="ul" aria-labelledby={`${detailsId}-legend`} style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {steps.map((step) => (
            <Group component="li" key={step.colour} gap={6} wrap="nowrap">
              <Box w={14} h={14} style={{ borderRadius: 7, background: step.colour }} aria-hidden="true" />
              <Text size="sm">
                {serviceSelected && step.to === 0
                  ? t.legendNone()
                  : !serviceSelected && step.from === data.routedServices && step.from > 0
                    ? `${stepLabel(step)} · ${t.legendAllMissing()}`
                    : stepLabel(step)}
              </Text>
            </Group>
          ))}
        </Group>
        <Text size="sm" c="gray.7">
          {t.legendSize()}
        </Text>
      </Stack>
    </Stack>
  );
}

/** Where the keyboard starts: the point with most requests, else the first. */
function firstPoint(points: readonly CoveragePoint[]): number {
  let best = 0;
  points.forEach((p, i) => {
    if (p.requests > (points[best]?.requests ?? 0)) best = i;
  });
  return best;
}
