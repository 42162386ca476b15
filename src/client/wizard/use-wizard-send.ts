import { notifications } from "@mantine/notifications";
import { useRef, useState } from "react";
import { publicApi } from "@/client/api/public-api";
import type { ApiCategory } from "@/shared/api-types";
import { useLanguage, useLL } from "@/client/i18n/language";
import { loadPayloadBuilder } from "./later-steps";
import type { PersonalValues, WizardState } from "./state";
import type { Confirmation } from "./step-confirmation";
import type { SendProblem } from "./step-personal";
import { clearWizardState } from "./storage";
import { withReference } from "@/client/components/notify";

/**
 * Sending the request (docs/product/wizard.md): the project, then its files, one send at a time. A refusal
 * keeps everything the person entered and says why, and lets them send again.
 */
export function useWizardSend({
  state,
  categories,
  files,
  honeypot,
  manual,
  onSent,
  onKeyUsedBefore,
}: {
  state: WizardState;
  categories: ApiCategory[] | undefined;
  files: File[];
  honeypot: string;
  manual: boolean;
  onSent: (confirmation: Confirmation) => void;
  /** The server already holds another request sent with this key: the next send needs a new one. */
  onKeyUsedBefore: () => void;
}) {
  const LL = useLL();
  const { language } = useLanguage();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [sendProblem, setSendProblem] = useState<SendProblem | null>(null);

  async function send(values: PersonalValues) {
    if (inFlight.current || !categories) return; // one send at a time
    inFlight.current = true;
    setSending(true);
    setSendProblem(null);
    const snapshot = { ...state, personal: values };
    try {
      const buildPayload = await loadPayloadBuilder();
      const reply = await publicApi.addProject(buildPayload(snapshot, categories, language, honeypot), snapshot.idempotencyKey, language);
      if (reply.isError || typeof reply.data !== "number") {
        const message = reply.userMessage || LL.wizard.personal.sendUnavailable();
        if (reply.httpStatus === 422) onKeyUsedBefore();
        setSendProblem({ message });
        notifications.show({ id: "wizard-send-error", color: "red", title: LL.wizard.personal.sendErrorTitle(), message: withReference(message) });
        return;
      }
      const projectId = reply.data;
      // docs/product/wizard.md: the files call is made right away, even with no files.
      let filesFailed = false;
      let filesReason: string | undefined;
      try {
        const filesReply = await publicApi.addFilesToProject(projectId, files, language);
        filesFailed = filesReply.isError && files.length > 0;
        if (filesFailed) filesReason = filesReply.userMessage ?? undefined;
      } catch {
        filesFailed = files.length > 0;
      }
      clearWizardState();
      onSent({ email: values.CustomerEmail.trim(), projectId, manual, noProvider: state.availability === "notFound", filesFailed, filesReason });
    } catch {
      const message = LL.wizard.personal.sendUnavailable();
      setSendProblem({ message });
      notifications.show({ id: "wizard-send-error", color: "red", title: LL.wizard.personal.sendErrorTitle(), message: withReference(message) });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }
  return { send, sending, sendProblem };
}
