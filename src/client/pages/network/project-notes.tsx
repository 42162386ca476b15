import { Button, Skeleton, Stack, Text, Textarea } from "@mantine/core";
import { useRef, useState } from "react";
import { isValidationKey } from "@/shared/message-keys";
import { maxNoteLength, projectNoteSchema } from "@/shared/schemas/network-projects";
import { messageOf } from "../../components/error-message";
import { formatDateTime } from "../../components/format";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ConsoleCard, toastError, toastSuccess } from "./shared";

/**
 * "Notes internes / Interne notities" (docs/product/project-notes.md): what operators tell each
 * other about a project, newest first. Never shown to the customer or the provider; gone with the
 * customer's personal data.
 */
export function ProjectNotes({ projectId, onAdded }: { projectId: number; onAdded: () => void }) {
  const LL = useLL();
  const t = LL.network.projectNotes;
  const notes = trpc.network.projects.notes.useQuery({ id: projectId });
  // A project whose personal data is erased takes no more notes (the server refuses them too).
  const erased = Boolean(trpc.network.customerControls.summary.useQuery({ projectId }).data?.personalDataErasedAt);
  const utils = trpc.useUtils();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The field keeps the focus through a save (the button is disabled meanwhile, which would drop it): ready for the next note.
  const field = useRef<HTMLTextAreaElement>(null);
  const add = trpc.network.projects.addNote.useMutation({
    onSuccess: () => {
      setText("");
      field.current?.focus();
      toastSuccess(`note-${projectId}`, t.added());
      void utils.network.projects.notes.invalidate({ id: projectId });
      onAdded();
    },
    onError: (failure) => toastError(`note-${projectId}`, messageOf(failure, t.failed())),
  });

  const submit = () => {
    const parsed = projectNoteSchema.safeParse({ projectId, text });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(isValidationKey(message) ? LL.validation[message]() : t.failed());
      field.current?.focus();
      return;
    }
    setError(null);
    add.mutate(parsed.data);
  };

  return (
    <ConsoleCard id="project-notes" title={t.title()} intro={t.intro()}>
      {!erased && (
        <Stack gap="xs" mb="md">
          <Textarea
            ref={field}
            label={t.label()}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={maxNoteLength}
          />
          <Button onClick={submit} loading={add.isPending} style={{ alignSelf: "flex-start" }}>
            {t.add()}
          </Button>
        </Stack>
      )}
      {notes.isLoading && <Skeleton height={40} />}
      {notes.data && notes.data.length === 0 && (
        <Text size="sm" c="gray.7">
          {t.empty()}
        </Text>
      )}
      {notes.data && notes.data.length > 0 && (
        <Stack component="ul" gap="sm" className="hs-plain-list" aria-label={t.title()}>
          {notes.data.map((note) => (
            <li key={note.id}>
              <Text size="xs" c="gray.7">
                {formatDateTime(note.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {note.text}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </ConsoleCard>
  );
}
