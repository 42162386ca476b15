import { Button, Center, Group, Loader, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useLL } from "@/client/i18n/language";

/** The privacy notice's text (the /privacypolicy page's chunk), without the page's own title: the dialog's title is it. */
const PrivacyPolicyText = lazy(() => import("@/client/pages/public/privacy-policy.page").then((page) => ({ default: page.PrivacyPolicyText })));

interface PrivacyModalProps {
  opened: boolean;
  onClose(): void;
}

/** The privacy policy in a modal, in the page's language (Dutch text when the language is NL). */
export function PrivacyModal({ opened, onClose }: PrivacyModalProps) {
  const LL = useLL();
  const small = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={LL.policies.privacy.title()}
      size="xl"
      fullScreen={small === true}
      closeButtonProps={{ "aria-label": LL.wizard.personal.close() }}
      // The policy's title, drawn as the page draws it: above its sections, not smaller than them.
      styles={{ title: { fontSize: "var(--mantine-h2-font-size)", fontWeight: 700, lineHeight: 1.3 } }}
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={LL.wizard.loading()} />
          </Center>
        }
      >
        <PrivacyPolicyText />
      </Suspense>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {LL.wizard.personal.close()}
        </Button>
      </Group>
    </Modal>
  );
}
