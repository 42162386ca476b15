import { Alert, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "wouter";
import { useLL } from "../i18n/language";
import { reportCrash } from "../observability/crash-report";
import { ErrorReference } from "../observability/error-reference";
import { peekRecentFailure } from "../observability/failed-replies";
import { markAppReady } from "../ssr/hydration";

interface Props {
  children: ReactNode;
  /** Changing it (the location) clears a shown error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
  /** What a support desk searches: the failed reply's X-Request-Id, else the crash report's. */
  reference?: string;
}

/** True for a failed dynamic import (a lazy page chunk that could not be downloaded). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk .* failed/i.test(
      error.message,
    )
  );
}

/** An HTTP status the error carries (a reply of the server), else null. */
function statusOf(error: unknown): string | null {
  const status = error && typeof error === "object" ? (error as { status?: unknown }).status : undefined;
  return typeof status === "number" && status >= 100 && status <= 599 ? String(status) : null;
}

function ErrorScreen({ error, reference }: { error: unknown; reference: string | undefined }) {
  const LL = useLL();
  const status = statusOf(error);
  const chunk = isChunkLoadError(error);
  return (
    <Container size="sm" py="xl">
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={
          <Title order={1} size="h2">
            {LL.common.error.title()}
          </Title>
        }
      >
        <Stack gap="xs">
          <Text>{chunk ? LL.common.error.chunk() : LL.common.error.intro()}</Text>
          {status ? <Text>{LL.common.error.status({ status })}</Text> : null}
          {/* No error message: a crash's or a failed download's is the browser's, in English; the reference finds it in the log. */}
          <ErrorReference id={reference} />
          <Group mt="sm">
            <Button onClick={() => window.location.reload()}>{LL.common.error.reload()}</Button>
            <Button component={Link} href="/" variant="default">
              {LL.common.error.home()}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Container>
  );
}

/** The error screen of docs/product/screens-and-routes.md: translated, with the status when there is one and a reference. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("unknown") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey, reference: undefined };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Unexpected application error", error, info.componentStack);
    // The error screen is the page now: it takes clicks (its reload button).
    markAppReady();
    const failedReply = peekRecentFailure();
    if (failedReply) this.setState({ reference: failedReply });
    void reportCrash("boundary", error).then((reportId) => {
      if (!failedReply && reportId && this.state.error === error) this.setState({ reference: reportId });
    });
  }

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} reference={this.state.reference} />;
    return this.props.children;
  }
}
