import { Box, Button, type ButtonProps } from "@mantine/core";
import { Link } from "wouter";
import { useLL } from "../i18n/language";

/** The request-a-quote button: a link styled as a button. */
export function QuoteButton({ to = "/newproject", label, className, ...props }: ButtonProps & { to?: string; label?: string }) {
  const LL = useLL();
  return (
    <Button component={Link} href={to} size="md" className={className ? `hs-wrap-button ${className}` : "hs-wrap-button"} {...props}>
      {label ?? LL.common.quote.button()}
    </Button>
  );
}

/** On mobile, a quote button fixed at the bottom of the screen (docs/product/screens-and-routes.md: home). */
export function MobileQuoteBar({ to = "/newproject" }: { to?: string }) {
  const LL = useLL();
  return (
    <Box hiddenFrom="sm" className="hs-mobile-bar">
      <Button component={Link} href={to} fullWidth size="md">
        {LL.common.quote.mobileButton()}
      </Button>
    </Box>
  );
}
