import { Drawer, Text } from "@mantine/core";
import { QuoteButton } from "../../../components/quote-button";
import { RichText } from "../../../components/rich-text";
import { catalogText } from "../../../i18n/catalog-text";
import { useLanguage, useLL } from "../../../i18n/language";

/**
 * The 'more info' side panel of a service page (docs/product/screens-and-routes.md). A chunk of its own, fetched
 * when a person reaches for a 'more info' button: the drawer's code is not part of the page's load.
 */
export default function MoreInfoDrawer({
  subCategoryId,
  service,
  onClose,
}: {
  subCategoryId: number;
  service: { id: number; code: string } | null;
  onClose(): void;
}) {
  const LL = useLL();
  const { language } = useLanguage();
  return (
    <Drawer
      opened={service !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        service ? (
          <Text component="span" fw={700} fz="lg">
            {catalogText(language, "service", service.code, "moreInfoTitle")}
          </Text>
        ) : null
      }
    >
      {service ? (
        <>
          <RichText text={catalogText(language, "service", service.code, "moreInfo")} />
          <QuoteButton mt="md" to={`/newproject/${subCategoryId}/${service.id}`} label={LL.home.service.quoteService()} />
        </>
      ) : null}
    </Drawer>
  );
}
