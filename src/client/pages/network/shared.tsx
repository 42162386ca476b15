import { Alert, Button, Paper, Skeleton, Table, Text, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useState } from "react";
import type { Language } from "@/shared/catalog-types";
import { awaitingProviderStatusIds } from "@/shared/project-statuses";
import { type Page, pageCount } from "@/shared/page";
import { ConsolePager } from "../../components/console-pager";
import { clearErrorToasts, notify } from "../../components/notify";
import { useLL } from "../../i18n/language";
import { ConsoleShell } from "../console/console-shell";

export { messageOf } from "../../components/error-message";

export function toastError(id: string, message: string) {
  notify({ id: `network-error-${id}-${message}`, color: "red", message });
}

/**
 * A check of docs/product/validation.md that failed before anything was sent: the field it is about
 * shows the message and takes the focus, and the toast says it too, in place of the earlier
 * attempts' toasts (out of date once a field was corrected).
 */
export function refuseInForm<Values>(form: UseFormReturnType<Values>, toastId: string, field: keyof Values & string, message: string) {
  form.setFieldError(field, message);
  form.getInputNode(field)?.focus();
  clearErrorToasts();
  toastError(toastId, message);
}

/** A success: the error toasts of earlier attempts go, so that they do not contradict it. */
export function toastSuccess(id: string, message: string) {
  clearErrorToasts();
  notify({ id: `network-ok-${id}-${Date.now()}`, color: "green", message });
}

/** Loading placeholder of the lists: `columns` × `rows` skeleton cells (docs/product/screens-and-routes.md). */
export function SkeletonRows({ columns, rows = 8 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={`skeleton-${row}`} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** The pager under a list, shown only when the list has more than one page (paginated on the server); on one row on a phone. */
export function ListPagination({ result, page, onChange }: { result: Page<unknown> | undefined; page: number; onChange: (page: number) => void }) {
  if (!result || result.total <= result.pageSize) return null;
  return <ConsolePager total={pageCount(result)} value={page} onChange={onChange} />;
}

/** Under a table: the warning when the page has no rows, then the pager. */
export function ListFooter({
  result,
  emptyText,
  page,
  onChange,
}: {
  result: Page<unknown> | undefined;
  emptyText: string;
  page: number;
  onChange: (page: number) => void;
}) {
  return (
    <>
      {result && result.items.length === 0 && (
        <Alert color="yellow" role="status">
          {emptyText}
        </Alert>
      )}
      <ListPagination result={result} page={page} onChange={onChange} />
    </>
  );
}

/**
 * The search box of the lists (docs/product/screens-and-routes.md): a text input and a Search button; Enter searches
 * too. `onSearch` receives the trimmed text; the caller goes back to page 1.
 */
export function SearchBox({
  label,
  placeholder,
  width,
  onSearch,
  initial = "",
}: {
  label: string;
  placeholder: string;
  width: number;
  onSearch: (text: string) => void;
  initial?: string;
}) {
  const LL = useLL();
  const [draft, setDraft] = useState(initial);
  const submit = () => onSearch(draft.trim());
  return (
    <>
      <TextInput
        label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") submit();
        }}
        w={{ base: "100%", xs: width }}
      />
      <Button variant="light" onClick={submit}>
        {LL.network.common.search()}
      </Button>
    </>
  );
}

/** A label and its value in the details sections: side by side on a wide card, stacked on a phone. */
export function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="hs-field">
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {value === "" || value === null || value === undefined ? "—" : value}
      </Text>
    </div>
  );
}

export const statusName = (status: { nameFr: string; nameNl: string }, language: Language) => (language === "nl" ? status.nameNl : status.nameFr);

/** Yellow of the rows without provider (status 1, 3 or 8) and of their legend. */
export const highlightColor = "var(--mantine-color-yellow-1)";

/** The legend's sample and a phone's card: the rows' yellow with a darker edge. */
export const highlightMark = { backgroundColor: highlightColor, borderLeft: "4px solid var(--mantine-color-yellow-6)" } as const;

/** A project the list marks (docs/product/consoles.md): waiting for a provider, and without one. */
export function waitsWithoutProvider(project: { providerId: number | null; statusId: number }): boolean {
  return project.providerId === null && awaitingProviderStatusIds.includes(project.statusId);
}

/** Every network page: the role guard and tRPC of the console shell, in the page's width. */
export function NetworkPage({ children }: { children: React.ReactNode }) {
  return <ConsoleShell role="network">{children}</ConsoleShell>;
}

/** A titled card of a console page, with its intro: a section named by its heading. */
export function ConsoleCard({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Title order={2} size="h4" mb="xs" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {intro}
      </Text>
      {children}
    </Paper>
  );
}
