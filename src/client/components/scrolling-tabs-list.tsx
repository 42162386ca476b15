import { ScrollArea, Tabs, type TabsListProps } from "@mantine/core";
import { useEffect, useRef } from "react";

/**
 * A console's tabs on one row (docs/product/consoles.md). Wider than the screen, the row scrolls in
 * its own frame with its scrollbar in sight, as a wide table does: wrapped onto two or three rows,
 * the underline marked only the first. The tab opened first (`?tab=absences`) is scrolled into sight.
 */
export function ScrollingTabsList({ children, ...props }: TabsListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = viewport.current;
    const active = frame?.querySelector<HTMLElement>("[role=tab][data-active]");
    if (!frame || !active) return;
    const past = active.getBoundingClientRect().right - frame.getBoundingClientRect().right;
    if (past > 0) frame.scrollLeft += past;
  }, []);
  return (
    <ScrollArea type="always" scrollbars="x" offsetScrollbars="present" scrollbarSize={6} viewportRef={viewport}>
      <Tabs.List {...props} className="hs-tabs-row">
        {children}
      </Tabs.List>
    </ScrollArea>
  );
}
