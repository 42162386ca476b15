import { Button, FileButton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { acceptedExtensions, acceptedMimeTypes, maxFileBytes, maxFilesPerProject } from "@/shared/uploads";
import { messageOf } from "../../components/error-message";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { FileNotices } from "../../wizard/file-upload";
import { addFileBatch, type FileNotice, formatFileSize, namesOfDisguisedFiles } from "../../wizard/files";
import { toastError, toastSuccess } from "./shared";

/**
 * "Ajouter des fichiers pour le client": photos or documents a customer sent by mail or letter,
 * added to the request with the status page's rules (docs/product/customer-controls.md, "On the
 * customer's behalf"): the wizard's checks in the page, counting the files already there, then the
 * server's own by content.
 */
export function AddCustomerFiles({ projectId, count, onAdded }: { projectId: number; count: number; onAdded: () => void }) {
  const LL = useLL();
  const t = LL.network.customerRequests;
  const { language } = useLanguage();
  const add = trpc.network.customerControls.addFiles.useMutation();
  const [notices, setNotices] = useState<FileNotice[]>([]);

  async function send(picked: File[]) {
    const { files, notices: found } = addFileBatch([], picked, count, await namesOfDisguisedFiles(picked));
    setNotices(found);
    if (files.length === 0) return;
    const form = new FormData();
    form.set("projectId", String(projectId));
    for (const file of files) form.append("files", file, file.name);
    try {
      await add.mutateAsync(form);
      toastSuccess(`add-files-${projectId}`, t.addFilesDone());
      onAdded();
    } catch (error) {
      toastError(`add-files-${projectId}`, messageOf(error, t.failed()));
    }
  }

  return (
    <Stack gap={4} align="flex-start" data-testid="network-add-files">
      <Text size="sm">{t.addFilesHelp({ size: formatFileSize(maxFileBytes, language), max: maxFilesPerProject })}</Text>
      <FileButton onChange={(picked) => void send(picked)} accept={[...acceptedMimeTypes, ...acceptedExtensions].join(",")} multiple>
        {(props) => (
          <Button {...props} variant="light" loading={add.isPending} disabled={count >= maxFilesPerProject} className="hs-wrap-button">
            {t.addFiles()}
          </Button>
        )}
      </FileButton>
      <FileNotices notices={notices} />
    </Stack>
  );
}
