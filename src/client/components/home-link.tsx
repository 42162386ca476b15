import { Anchor } from "@mantine/core";
import { Link } from "wouter";
import { useLL } from "../i18n/language";

/** "Retour à l'accueil": the way on from a page that ends a customer's errand (status, rating, lost link). */
export function HomeLink() {
  const LL = useLL();
  return (
    <Anchor component={Link} href="/">
      {LL.provider.statusHome()}
    </Anchor>
  );
}
