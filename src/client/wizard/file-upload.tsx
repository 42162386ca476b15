import { ActionIcon, Alert, Button, Group, List, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useRef } from "react";
import { useTouchScreen } from "@/client/components/use-touch-screen";
import { useLanguage, useLL } from "@/client/i18n/language";
import { acceptedExtensions, acceptedMimeTypes, type FileNotice, formatFileSize, maxFileBytes } from "./files";

interface FileUploadProps {
  files: File[];
  notices: FileNotice[];
  onAdd(batch: File[]): void;
  onRemove(name: string): void;
}

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

function UploadIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}

/** What a file notice says, in the page's language (for FileNotices below). */
function useFileNoticeText(): (notice: FileNotice) => string {
  const d = useLL().wizard.details;
  return (notice) => {
    switch (notice.kind) {
      case "type":
        return d.noticeType({ name: notice.name });
      case "size":
        return d.noticeSize({ name: notice.name });
      case "empty":
        return d.noticeEmpty({ name: notice.name });
      case "duplicate":
        return d.noticeDuplicate({ name: notice.name });
      case "tooMany":
        return d.noticeTooMany();
    }
  };
}

/** The files refused in the page and why, in one alert (the wizard's step 3, the status page, the network's "add files"). */
export function FileNotices({ notices, testId }: { notices: readonly FileNotice[]; testId?: string }) {
  const noticeText = useFileNoticeText();
  if (notices.length === 0) return null;
  return (
    <Alert color="orange" variant="light" role="alert" data-testid={testId}>
      <List size="sm" spacing={4}>
        {notices.map((notice, index) => (
          <List.Item key={`${notice.kind}-${index}`}>{noticeText(notice)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Step 3 uploads: Mantine Dropzone, a file table with a delete button per file, a camera button on mobile. */
export function FileUpload({ files, notices, onAdd, onRemove }: FileUploadProps) {
  const LL = useLL();
  const { language } = useLanguage();
  const cameraRef = useRef<HTMLInputElement>(null);
  const touch = useTouchScreen();

  return (
    <Stack gap="sm">
      <div>
        {/* Weighted as the fields' labels above it (Mantine's label weight). */}
        <Text fw={600} size="sm" id="wizard-files-title">
          {LL.wizard.details.filesTitle()}
        </Text>
        <Text size="sm" c="gray.7" id="wizard-files-help">
          {LL.wizard.details.filesHelp()}
        </Text>
      </div>

      <Dropzone
        // Every file goes through the rules of files.ts (type, size, names, the 3-file limit).
        onDrop={() => {}}
        onDropAny={(accepted, rejections) => onAdd([...accepted, ...rejections.map((r) => r.file)])}
        accept={[...acceptedMimeTypes]}
        maxSize={maxFileBytes}
        multiple
        aria-labelledby="wizard-files-title"
        aria-describedby="wizard-files-help"
        inputProps={{ "aria-label": LL.wizard.details.filesTitle() }}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: "none" }} wrap="nowrap">
          <Text c="teal.8" component="span" style={{ display: "flex" }}>
            <UploadIcon />
          </Text>
          <div>
            <Text fw={500} data-testid="dropzone-title">
              {touch ? LL.wizard.details.dropzoneTouchTitle() : LL.wizard.details.dropzoneTitle()}
            </Text>
            <Text size="sm" c="gray.7">
              {touch ? LL.wizard.details.dropzoneTouchText() : LL.wizard.details.dropzoneText()}
            </Text>
          </div>
        </Group>
      </Dropzone>

      <Group hiddenFrom="sm">
        <Button variant="light" onClick={() => cameraRef.current?.click()}>
          {LL.wizard.details.takePhoto()}
        </Button>
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            if (chosen.length > 0) onAdd(chosen);
          }}
        />
      </Group>

      <FileNotices notices={notices} />

      {files.length > 0 && (
        <Table striped withTableBorder verticalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LL.wizard.details.fileName()}</Table.Th>
              <Table.Th w={90}>{LL.wizard.details.fileSize()}</Table.Th>
              <Table.Th w={70}>
                <VisuallyHidden>{LL.wizard.details.fileActions()}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.name}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{file.name}</Table.Td>
                <Table.Td>{formatFileSize(file.size, language)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    onClick={() => onRemove(file.name)}
                    aria-label={LL.wizard.details.removeFile({ name: file.name })}
                    title={LL.wizard.details.remove()}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export const fileAcceptAttribute = [...acceptedMimeTypes, ...acceptedExtensions].join(",");
