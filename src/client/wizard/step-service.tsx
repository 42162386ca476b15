import { Alert, Paper, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useLanguage, useLL } from "@/client/i18n/language";
import type { ApiCategory } from "@/shared/api-types";
import { catalogLabel } from "./catalog-labels";
import { findCategory, findService, findSubCategory, type ServiceChoice, type WizardState } from "./state";

interface StepServiceProps {
  categories: ApiCategory[];
  state: WizardState;
  onChoose(choice: ServiceChoice): void;
}

function Option({ value, label }: { value: string; label: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Radio value={value} label={label} styles={{ body: { alignItems: "center" }, labelWrapper: { flex: 1 } }} />
    </Paper>
  );
}

/** Step 1: category, then sub-category, then one service (radio buttons). */
export function StepService({ categories, state, onChoose }: StepServiceProps) {
  const LL = useLL();
  const { language } = useLanguage();
  const category = findCategory(categories, state.categoryId);
  const subCategory = findSubCategory(categories, state.subCategoryId)?.subCategory;
  const service = findService(categories, state.serviceId);

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} id="wizard-step-heading" tabIndex={-1} style={{ outline: "none" }} size="h3">
          {LL.wizard.service.title()}
        </Title>
        <Text c="gray.7" mt={4}>
          {LL.wizard.service.intro()}
        </Text>
      </div>

      <Radio.Group
        name="wizard-category"
        label={LL.wizard.service.categoryLabel()}
        value={state.categoryId == null ? null : String(state.categoryId)}
        onChange={(value) => onChoose({ kind: "category", id: Number(value) })}
        withAsterisk
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {categories.map((c) => (
            <Option key={c.id} value={String(c.id)} label={catalogLabel(language, "category", c.code, c.name)} />
          ))}
        </SimpleGrid>
      </Radio.Group>

      {category && (
        <Radio.Group
          name="wizard-subcategory"
          label={LL.wizard.service.subCategoryLabel()}
          value={state.subCategoryId == null ? null : String(state.subCategoryId)}
          onChange={(value) => onChoose({ kind: "subCategory", id: Number(value) })}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {category.serviceSubCategories.map((s) => (
              <Option key={s.id} value={String(s.id)} label={catalogLabel(language, "subcategory", s.code, s.name)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}

      {subCategory && (
        <Radio.Group
          name="wizard-service"
          label={LL.wizard.service.serviceLabel()}
          description={LL.wizard.service.onlyOne()}
          value={state.serviceId == null ? null : String(state.serviceId)}
          onChange={(value) => onChoose({ kind: "service", id: Number(value) })}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {subCategory.services.map((s) => (
              <Option key={s.id} value={String(s.id)} label={catalogLabel(language, "service", s.code, s.name)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}

      {service?.needsManualHandling && (
        <Alert color="blue" variant="light">
          {LL.wizard.service.manualHint()}
        </Alert>
      )}
    </Stack>
  );
}
