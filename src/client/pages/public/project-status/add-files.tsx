import { Alert, Button, FileButton, List, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Envelope } from "@/shared/envelope";
import { acceptedExtensions, acceptedMimeTypes, maxFileBytes } from "@/shared/uploads";
import { notify } from "../../../components/notify";
import { useLanguage, useLL } from "../../../i18n/language";
import { useFileNoticeText } from "../../../wizard/file-upload";
import { addFileBatch, type FileNotice, formatFileSize } from "../../../wizard/files";

/**
 * "Add photos or documents" on the status page (docs/product/customer-controls.md): the wizard's
 * checks in the page (type, size, the 3-file limit counting the files already sent), then the
 * server's own by content.
 */
export function AddFiles({ token, count, max }: { token: string; count: number; max: number }) {
  const LL = useLL();
  const C = LL.customerControls;
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const noticeText = useFileNoticeText();
  const [notices, setNotices] = useState<FileNotice[]>([]);
  const [busy, setBusy] = useState(false);

  async function send(picked: File[]) {
    const { files, notices: found } = addFileBatch([], picked, count);
    setNotices(found);
    if (files.length === 0) return;
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    setBusy(true);
    try {
      const response = await fetch(`/api/projectstatus/${encodeURIComponent(token)}/files?lang=${language}`, {
        method: "POST",
        credentials: "omit",
        body: form,
      });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (!body || body.isError) {
        notify({ id: "add-files-failed", color: "red", message: body?.userMessage ?? C.actionFailed() });
        return;
      }
      notify({ id: "add-files-done", color: "teal", message: body.userMessage ?? "" });
      await queryClient.invalidateQueries({ queryKey: ["projectstatus", token] });
    } catch {
      notify({ id: "add-files-failed", color: "red", message: C.actionFailed() });
    } finally {
      setBusy(false);
    }
  }

  const full = count >= max;
  return (
    <Stack gap="xs" align="flex-start" data-testid="add-files">
      <Text size="sm">{C.addFilesHelp({ size: formatFileSize(maxFileBytes, language) })}</Text>
      <Text size="sm" fw={600} data-testid="file-count">
        {C.addFilesCount({ count, max })}
      </Text>
      {full ? (
        <Text size="sm" c="gray.7">
          {C.addFilesFull({ max })}
        </Text>
      ) : (
        <FileButton onChange={(picked) => void send(picked)} accept={[...acceptedMimeTypes, ...acceptedExtensions].join(",")} multiple>
          {(props) => (
            <Button {...props} variant="light" loading={busy} className="hs-wrap-button">
              {C.addFilesButton()}
            </Button>
          )}
        </FileButton>
      )}
      {notices.length > 0 && (
        <Alert color="orange" variant="light" role="alert" data-testid="add-files-notices">
          <List size="sm">
            {notices.map((notice) => (
              <List.Item key={notice.kind === "tooMany" ? "tooMany" : `${notice.kind}-${notice.name}`}>{noticeText(notice)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
