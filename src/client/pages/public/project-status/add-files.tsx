import { Button, FileButton, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { acceptedExtensions, acceptedMimeTypes, maxFileBytes } from "@/shared/uploads";
import { useLanguage, useLL } from "../../../i18n/language";
import { FileNotices } from "../../../wizard/file-upload";
import { addFileBatch, type FileNotice, formatFileSize, namesOfDisguisedFiles } from "../../../wizard/files";
import { SentFiles, type SentFile } from "./sent-files";
import { useStatusAction } from "./status-action";

/**
 * "Add photos or documents" on the status page (docs/product/customer-controls.md): the files
 * already sent (each may be removed), then the wizard's checks in the page (type, size, the 3-file
 * limit counting the files already sent) and the server's own by content.
 */
export function AddFiles({ token, files, max }: { token: string; files: SentFile[]; max: number }) {
  const LL = useLL();
  const C = LL.customerControls;
  const { language } = useLanguage();
  const call = useStatusAction(token);
  const [notices, setNotices] = useState<FileNotice[]>([]);
  const [busy, setBusy] = useState(false);
  const count = files.length;
  // After a sending or a removal the busy button, or the removed line's, has lost the focus: it goes
  // to "add" again, or to the count when the request is full (docs/product/accessibility.md).
  // The count when the action started: the list read again may arrive before or after the end of
  // "busy", so the focus is placed at each of the two and the wait ends once the count has moved.
  const refocusFrom = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const countText = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refocusFrom.current === null || busy) return;
    (addButton.current ?? countText.current)?.focus();
    if (count !== refocusFrom.current) refocusFrom.current = null;
  }, [count, busy]);

  async function send(picked: File[]) {
    const { files: batch, notices: found } = addFileBatch([], picked, count, await namesOfDisguisedFiles(picked));
    setNotices(found);
    if (batch.length === 0) return;
    const form = new FormData();
    for (const file of batch) form.append("files", file, file.name);
    refocusFrom.current = count;
    setBusy(true);
    await call("add-files", "files", { body: form });
    setBusy(false);
  }

  const full = count >= max;
  return (
    <Stack gap="xs" align="flex-start" data-testid="add-files">
      <Text size="sm">{C.addFilesHelp({ size: formatFileSize(maxFileBytes, language) })}</Text>
      <Text size="sm" fw={600} data-testid="file-count" ref={countText} tabIndex={-1}>
        {C.addFilesCount({ count, max })}
      </Text>
      <SentFiles token={token} files={files} onRemoving={() => (refocusFrom.current = count)} />
      {full ? (
        <Text size="sm" c="gray.7">
          {C.addFilesFull({ max })}
        </Text>
      ) : (
        <FileButton onChange={(picked) => void send(picked)} accept={[...acceptedMimeTypes, ...acceptedExtensions].join(",")} multiple>
          {(props) => (
            <Button {...props} ref={addButton} variant="light" loading={busy} className="hs-wrap-button">
              {C.addFilesButton()}
            </Button>
          )}
        </FileButton>
      )}
      <FileNotices notices={notices} testId="add-files-notices" />
    </Stack>
  );
}
