import { Paper, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/** Services tab: the active catalogue (category → sub-category → service), a switch per service. */
export function ServicesTab({ providerId }: { providerId: number }) {
  const LL = useLL();
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const services = trpc.network.providers.services.useQuery({ id: providerId });
  const setService = trpc.network.providers.setService.useMutation();
  useEffect(() => {
    if (services.isError) toastError("services", messageOf(services.error, LL.network.fallback.providerServiceUpdateFailed()));
  }, [services.isError, services.error, LL]);

  if (!services.data) return <Skeleton height={240} />;
  const active = new Set(services.data.activeServiceIds);
  const toggle = (serviceId: number, isActive: boolean) =>
    setService.mutate(
      { providerId, serviceId, isActive },
      {
        onSuccess: () => {
          toastSuccess("service", LL.api.providerServiceUpdated());
          void utils.network.providers.services.invalidate({ id: providerId });
          // The page's "not ready" alert counts the active services.
          void utils.network.providers.get.invalidate({ id: providerId });
        },
        onError: (error) => toastError("service", messageOf(error, LL.network.fallback.providerServiceUpdateFailed())),
      },
    );

  return (
    <Stack gap="md">
      <Text c="gray.7">{LL.network.services.intro()}</Text>
      <Text size="sm" fw={600}>
        {LL.network.services.offered({ count: active.size })}
      </Text>
      {services.data.catalog.map((category) => (
        <Paper key={category.id} withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {catalogText(language, "category", category.code)}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {category.serviceSubCategories.map((sub) => (
              <Stack key={sub.id} gap={6}>
                <Text fw={600} size="sm">
                  {catalogText(language, "subcategory", sub.code)}
                </Text>
                {sub.services.map((service) => (
                  <Switch
                    key={service.id}
                    label={catalogText(language, "service", service.code)}
                    checked={active.has(service.id)}
                    onChange={(e) => toggle(service.id, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
