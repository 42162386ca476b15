import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { WrappingSelect } from "../../components/wrapping-select";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/**
 * Change Service dialog: category, sub-category and service selectors, then Update Service. What
 * follows (routing again, `changeProjectService`) and who is told are said before the change.
 */
export function ChangeServiceDialog({
  projectId,
  currentServiceId,
  hasProvider,
  opened,
  onClose,
  onDone,
}: {
  projectId: number;
  currentServiceId: number;
  hasProvider: boolean;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const { language } = useLanguage();
  const catalog = trpc.network.projects.catalog.useQuery(undefined, { enabled: opened, staleTime: 300_000 });
  const change = trpc.network.projects.changeService.useMutation();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [subId, setSubId] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState<string | null>(null);
  // Opens on the project's current service: its category and sub-category already chosen.
  useEffect(() => {
    if (!opened || !catalog.data) return;
    for (const c of catalog.data)
      for (const s of c.serviceSubCategories)
        if (s.services.some((service) => service.id === currentServiceId)) {
          setCategoryId(String(c.id));
          setSubId(String(s.id));
          setServiceId(String(currentServiceId));
          return;
        }
  }, [opened, catalog.data, currentServiceId]);
  const categories = catalog.data ?? [];
  const category = categories.find((c) => String(c.id) === categoryId);
  const sub = category?.serviceSubCategories.find((s) => String(s.id) === subId);
  const services = (sub?.services ?? []).filter((s) => !s.needsManualHandling);

  const submit = () => {
    if (!serviceId) return;
    change.mutate(
      { projectId, serviceId: Number(serviceId) },
      {
        onSuccess: (result) => {
          toastSuccess("service", result.providerId ? LL.api.serviceChanged() : LL.api.serviceChangedNoProvider());
          onClose();
          onDone();
        },
        onError: (error) => toastError("service", messageOf(error, LL.network.fallback.changeFailed())),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.changeService()} centered>
      {/* Catalogue names are long: each field shows the chosen one in full, on more lines if need be. */}
      <Stack>
        <Text size="sm" c="gray.7" data-testid="change-service-what-follows">
          {hasProvider ? t.changeServiceWhatFollows() : t.changeServiceWhatFollowsNoneYet()}
        </Text>
        <Text size="sm" c="gray.7" data-testid="change-service-who-is-told">
          {hasProvider ? t.changeServiceWhoIsTold() : t.changeServiceWhoIsToldNoneYet()}
        </Text>
        <WrappingSelect
          label={t.category()}
          data={categories.map((c) => ({ value: String(c.id), label: catalogText(language, "category", c.code) }))}
          value={categoryId}
          onChange={(v) => {
            setCategoryId(v);
            setSubId(null);
            setServiceId(null);
          }}
        />
        <WrappingSelect
          label={t.subCategory()}
          data={(category?.serviceSubCategories ?? []).map((s) => ({ value: String(s.id), label: catalogText(language, "subcategory", s.code) }))}
          value={subId}
          disabled={!category}
          onChange={(v) => {
            setSubId(v);
            setServiceId(null);
          }}
        />
        <WrappingSelect
          label={t.service()}
          data={services.map((s) => ({ value: String(s.id), label: catalogText(language, "service", s.code) }))}
          value={serviceId}
          disabled={!sub}
          onChange={setServiceId}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.network.common.cancel()}
          </Button>
          <Button onClick={submit} disabled={!serviceId || serviceId === String(currentServiceId)} loading={change.isPending}>
            {t.updateService()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
