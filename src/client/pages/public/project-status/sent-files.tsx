import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useLanguage, useLL } from "../../../i18n/language";
import { formatFileSize } from "../../../wizard/files";
import { useStatusAction } from "./status-action";

/** A file of the request as the status reply lists it: the name the customer gave it. */
export interface SentFile {
  id: number;
  name: string;
  sizeBytes: number;
}

/**
 * The files the request holds, each with "remove" (docs/product/customer-controls.md): a photo sent
 * by mistake goes for good, after a confirmation that says the provider will no longer see it.
 */
export function SentFiles({ token, files, onRemoving }: { token: string; files: SentFile[]; onRemoving: () => void }) {
  const C = useLL().customerControls;
  const { language } = useLanguage();
  const call = useStatusAction(token);
  const [removing, setRemoving] = useState<SentFile | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(file: SentFile) {
    setBusy(true);
    onRemoving();
    await call("remove-file", `files/${file.id}`, { method: "DELETE" });
    setBusy(false);
    setRemoving(null);
  }

  if (files.length === 0) return null;
  return (
    <>
      <Stack
        gap={4}
        component="ul"
        aria-label={C.sentFilesTitle()}
        data-testid="sent-files"
        style={{ listStyle: "none", padding: 0, margin: 0, alignSelf: "stretch", maxWidth: 520 }}
      >
        {files.map((file) => (
          <Group component="li" key={file.id} gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
              {file.name}{" "}
              <Text span size="sm" c="gray.7">
                ({formatFileSize(file.sizeBytes, language)})
              </Text>
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              onClick={() => setRemoving(file)}
              aria-label={C.sentFileRemove({ name: file.name })}
            >
              {C.sentFileRemoveShort()}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={C.sentFileRemoveTitle()}
        text={removing ? C.sentFileRemoveText({ name: removing.name }) : ""}
        confirmLabel={C.sentFileRemoveConfirm()}
        cancelLabel={C.cancel()}
        color="red"
        loading={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
