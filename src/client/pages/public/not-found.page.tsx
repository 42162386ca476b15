import { Button, Container, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";

/** 'Oops! Page not found.' with a Go Home link (docs/product/screens-and-routes.md), in the page's language. */
export default function NotFoundPage() {
  const LL = useLL();
  const n = LL.common.notFound;
  usePage("not-found", n.pageName());
  return (
    <Container size="sm" py={{ base: "xl", sm: 80 }} ta="center">
      <Text fz={64} fw={800} c="brand.8" aria-hidden="true" lh={1}>
        404
      </Text>
      <Title order={1} mt="md" mb="sm">
        {n.title()}
      </Title>
      <Text mb="xl">{n.text()}</Text>
      <Button component={Link} href="/" size="md">
        {n.goHome()}
      </Button>
    </Container>
  );
}
