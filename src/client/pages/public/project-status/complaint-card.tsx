import { Alert, Button, Card, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { complaintSchema, maxComplaintLength } from "@/shared/schemas/customer-controls";
import { AdditionDialog } from "../../../components/customer-controls/addition-dialog";
import { formatDate } from "../../../components/format";
import { useLL } from "../../../i18n/language";
import { useStatusAction } from "./status-action";

/** What the status reply says of the customer's complaints (dates as JSON text). */
export interface StatusComplaint {
  canRaise: boolean;
  lastAt: string | null;
  lastHandledAt: string | null;
}

/**
 * "A problem after the job" on a completed request's status page (docs/product/customer-controls.md):
 * a message for the network's team, then that it is being dealt with, until the team marks it handled.
 */
export function ComplaintCard({ token, complaint }: { token: string; complaint: StatusComplaint }) {
  const C = useLL().customerControls;
  const call = useStatusAction(token);
  const [open, setOpen] = useState(false);
  const pending = complaint.lastAt !== null && complaint.lastHandledAt === null;
  // Once sent, the button that opened the dialog is gone: the focus goes to what replaced it.
  const [justSent, setJustSent] = useState(false);
  const sent = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justSent && pending) sent.current?.focus();
  }, [justSent, pending]);
  if (!complaint.canRaise && !pending) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="status-complaint">
      <Title order={2} size="h4" mb="sm">
        {C.complaintTitle()}
      </Title>
      <Stack gap="sm" align="flex-start">
        {pending && complaint.lastAt ? (
          <Alert ref={sent} tabIndex={-1} color="teal" variant="light" data-testid="status-complaint-open" style={{ alignSelf: "stretch" }}>
            {C.complaintOpen({ date: formatDate(new Date(complaint.lastAt)) })}
          </Alert>
        ) : (
          <>
            {complaint.lastAt && complaint.lastHandledAt && (
              <Text size="sm" c="gray.7">
                {C.complaintHandled({ date: formatDate(new Date(complaint.lastAt)) })}
              </Text>
            )}
            <Text>{C.complaintHelp()}</Text>
            <Button variant="light" onClick={() => setOpen(true)} className="hs-wrap-button">
              {C.complaintButton()}
            </Button>
          </>
        )}
      </Stack>
      <AdditionDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={C.complaintDialogTitle()}
        text={C.complaintDialogText()}
        label={C.complaintLabel()}
        confirmLabel={C.complaintConfirm()}
        rule={{ schema: complaintSchema, max: maxComplaintLength }}
        onSave={async (text) => {
          const done = await call("complaint", "complaint", { body: { text } });
          setJustSent(done);
          return done;
        }}
      />
    </Card>
  );
}
