import { Button, Center, Group, Loader, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense, useRef } from "react";
import { useLL } from "@/client/i18n/language";

/** The privacy policy page itself (its own chunk, shared with the /privacypolicy route); it follows the page's language. */
const PrivacyPolicyPage = lazy(() => import("@/client/pages/public/privacy-policy.page"));

interface PrivacyModalProps {
  opened: boolean;
  onClose(): void;
}

/** The privacy policy in a modal, in the page's language (Dutch text when the language is NL). */
export function PrivacyModal({ opened, onClose }: PrivacyModalProps) {
  const LL = useLL();
  const small = useMediaQuery("(max-width: 36em)");
  // The policy page sets the document title; the wizard's title comes back when the modal closes.
  const savedTitle = useRef<string | null>(null);
  if (opened && savedTitle.current === null && typeof document !== "undefined") savedTitle.current = document.title;
  const close = () => {
    if (savedTitle.current !== null) document.title = savedTitle.current;
    savedTitle.current = null;
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={LL.wizard.personal.privacyModalTitle()}
      size="xl"
      fullScreen={small === true}
      closeButtonProps={{ "aria-label": LL.wizard.personal.close() }}
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={LL.wizard.loading()} />
          </Center>
        }
      >
        <PrivacyPolicyPage />
      </Suspense>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {LL.wizard.personal.close()}
        </Button>
      </Group>
    </Modal>
  );
}
