import { Box, Button, type ButtonProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { useLL } from "../i18n/language";

/** Marks the page's own quote buttons, which the mobile bar gives way to. */
const inlineQuoteSelector = "[data-quote-inline]";

/** The request-a-quote button: a link styled as a button. */
export function QuoteButton({ to = "/newproject", label, className, ...props }: ButtonProps & { to?: string; label?: string }) {
  const LL = useLL();
  return (
    <Button component={Link} href={to} size="md" className={className ? `hs-wrap-button ${className}` : "hs-wrap-button"} data-quote-inline="" {...props}>
      {label ?? LL.common.quote.button()}
    </Button>
  );
}

/**
 * Whether none of the page's own quote buttons is on screen. False until the page has been measured,
 * so a server-rendered page does not show the bar and then take it away.
 */
function useNoQuoteButtonInSight(): boolean {
  const [noneInSight, setNoneInSight] = useState(false);
  useEffect(() => {
    const buttons = [...document.querySelectorAll(inlineQuoteSelector)];
    if (buttons.length === 0 || typeof IntersectionObserver === "undefined") {
      setNoneInSight(true);
      return;
    }
    const inSight = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inSight.add(entry.target);
        else inSight.delete(entry.target);
      }
      setNoneInSight(inSight.size === 0);
    });
    for (const button of buttons) observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return noneInSight;
}

/**
 * On mobile, a quote button fixed at the bottom of the screen, shown while none of the page's own
 * quote buttons is in sight: never two of the same button on one screen
 * (docs/product/screens-and-routes.md: home).
 */
export function MobileQuoteBar({ to = "/newproject" }: { to?: string }) {
  const LL = useLL();
  const shown = useNoQuoteButtonInSight();
  return (
    <Box hiddenFrom="sm" className="hs-mobile-bar" data-shown={shown} data-testid="mobile-quote-bar">
      <Button component={Link} href={to} fullWidth size="md">
        {LL.common.quote.mobileButton()}
      </Button>
    </Box>
  );
}
