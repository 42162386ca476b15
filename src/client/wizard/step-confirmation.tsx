import { Alert, Anchor, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Link } from "wouter";
import { useLanguage, useLL } from "@/client/i18n/language";
import { FixEmail } from "./fix-email";
import { insuranceLinks } from "./insurance-links";
import { visuallyHidden } from "./step-details";

export interface Confirmation {
  email: string;
  projectId: number;
  manual: boolean;
  /** Step 2 found no provider (status 8 at creation): the network looks for one. */
  noProvider: boolean;
  filesFailed: boolean;
  /** Why the files were refused, in the server's words, when it said so. */
  filesReason?: string;
}

function ExternalButton({ href, children, variant }: { href: string; children: string; variant?: "filled" | "light" | "default" }) {
  const LL = useLL();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant={variant}
      h="auto"
      mih={36}
      py={6}
      styles={{ label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } }}
    >
      {children}
      <span style={visuallyHidden}>{` (${LL.wizard.confirmation.newTab()})`}</span>
    </Button>
  );
}

/** Step 5: the success message with the e-mail shown back, what happens next, the insurance offers. */
export function StepConfirmation({ confirmation, onEmailFixed }: { confirmation: Confirmation; onEmailFixed: (email: string) => void }) {
  const LL = useLL();
  const { language } = useLanguage();
  const links = insuranceLinks(language);
  const c = LL.wizard.confirmation;
  // docs/product/wizard.md, step 5: nothing promises a provider that routing did not find.
  const searching = confirmation.noProvider && !confirmation.manual;
  // An unlisted service goes to the network's team, not to a provider (docs/product/wizard.md, step 5).
  const next = [
    confirmation.manual
      ? { title: c.next1TitleManual(), text: c.next1TextManual() }
      : searching
        ? { title: c.next1TitleNoProvider(), text: c.next1TextNoProvider() }
        : { title: c.next1Title(), text: c.next1Text() },
    confirmation.manual
      ? { title: c.next2TitleNoProvider(), text: c.delayManual() }
      : searching
        ? { title: c.next2TitleNoProvider(), text: c.next2TextNoProvider() }
        : { title: c.next2Title(), text: c.next2Text() },
    { title: c.next3Title(), text: c.next3Text() },
  ];
  const delay = confirmation.manual ? c.delayManual() : searching ? c.delayNoProvider() : c.delay();

  return (
    <Stack gap="xl">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" bg="teal.0">
        <Stack gap="xs" align="flex-start">
          <Title order={2} id="wizard-step-heading" tabIndex={-1} style={{ outline: "none" }} size="h3" c="teal.9">
            {LL.wizard.confirmation.title()}
          </Title>
          {/* A long address is one word: it breaks where it must rather than run out of the card on a phone. */}
          <Text data-testid="wizard-confirmation-email" style={{ overflowWrap: "anywhere" }}>
            {LL.wizard.confirmation.emailSent({ email: confirmation.email })}
          </Text>
          <FixEmail email={confirmation.email} onFixed={onEmailFixed} />
          <Text data-testid="wizard-confirmation-delay">{delay}</Text>
          {/* The controls live behind the mail's link: say so, and what to do if it does not come. */}
          <Text size="sm" data-testid="wizard-confirmation-follow-up">
            {c.followUp()}{" "}
            <Anchor component={Link} href="/projectstatus/lostlink">
              {c.followUpLostLink()}
            </Anchor>
            .
          </Text>
          <Text size="sm" c="gray.7">
            {LL.wizard.confirmation.reference({ id: confirmation.projectId })}
          </Text>
          <Button component={Link} href="/" mt="sm">
            {LL.wizard.confirmation.backHome()}
          </Button>
        </Stack>
      </Paper>

      {confirmation.filesFailed && (
        <Alert color="orange" variant="light" data-testid="wizard-files-failed">
          <Text size="sm">{LL.wizard.personal.filesFailed()}</Text>
          {confirmation.filesReason ? (
            <Text size="sm" mt={4}>
              {LL.wizard.personal.filesFailedReason({ reason: confirmation.filesReason })}
            </Text>
          ) : null}
        </Alert>
      )}

      <section aria-labelledby="wizard-next-title">
        <Title order={3} id="wizard-next-title" size="h4" mb="md">
          {LL.wizard.confirmation.nextTitle()}
        </Title>
        <List type="ordered" listStyleType="none" spacing="md" p={0} m={0}>
          {next.map((item, index) => (
            <List.Item
              key={item.title}
              icon={
                <ThemeIcon radius="xl" size={32} aria-hidden="true">
                  {index + 1}
                </ThemeIcon>
              }
            >
              <Text fw={600}>{item.title}</Text>
              <Text size="sm" c="gray.7">
                {item.text}
              </Text>
            </List.Item>
          ))}
        </List>
      </section>

      <Paper radius="md" p={{ base: "md", sm: "lg" }} bg="blue.0">
        <Title order={3} size="h4">
          {LL.wizard.confirmation.bannerTitle()}
        </Title>
        <Text mt={4}>{LL.wizard.confirmation.bannerText()}</Text>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <InsuranceCard
          title={LL.wizard.confirmation.homeTitle()}
          text={LL.wizard.confirmation.homeText()}
          primary={{ href: links.contactBroker, label: LL.wizard.confirmation.contactBroker() }}
          secondary={{ href: links.homeInsuranceInfo, label: LL.wizard.confirmation.homeMoreInfo() }}
        />
        <InsuranceCard
          title={LL.wizard.confirmation.expertTitle()}
          text={LL.wizard.confirmation.expertText()}
          primary={{ href: links.priceSimulation, label: LL.wizard.confirmation.calculate() }}
          secondary={{ href: links.expertInfo, label: LL.wizard.confirmation.expertMoreInfo() }}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** One insurance offer on the confirmation: a title, a text, a main and a secondary link. */
function InsuranceCard(props: { title: string; text: string; primary: { href: string; label: string }; secondary: { href: string; label: string } }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        {props.title}
      </Title>
      <Text mt="xs" mb="md" size="sm">
        {props.text}
      </Text>
      <Group gap="sm" mt="auto">
        <ExternalButton href={props.primary.href}>{props.primary.label}</ExternalButton>
        <ExternalButton href={props.secondary.href} variant="default">
          {props.secondary.label}
        </ExternalButton>
      </Group>
    </Card>
  );
}
