import { Alert, Button, Container, Loader, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useParams } from "wouter";
import { publicApi } from "@/client/api/public-api";
import { useLanguage, useLL } from "@/client/i18n/language";
import { useAreaNamesInLanguage } from "./area-language";
import { ChangeServiceDialog } from "./change-service-dialog";
import { addFileBatch, type FileNotice, namesOfDisguisedFiles, removeFile } from "./files";
import { prefetchLaterSteps, StepConfirmation, StepDetails, StepPersonal } from "./later-steps";
import {
  applyChoice,
  canLeaveStep1,
  canLeaveStep2,
  canLeaveStep3,
  choiceNeedsConfirmation,
  findService,
  furthestAllowedStep,
  initialWizardState,
  newIdempotencyKey,
  type PersonalValues,
  preselect,
  resumeOrStart,
  type ServiceChoice,
  seedOf,
  selectedArea,
  type WizardState,
  type WizardStep,
} from "./state";
import type { Confirmation } from "./step-confirmation";
import { StepExpert } from "./step-expert";
import { StepService } from "./step-service";
import { clearSentConfirmation, loadSentConfirmation, loadWizardState, saveSentConfirmation, saveWizardState } from "./storage";
import { historyState, isConfirmationEntry, useStepHistory } from "./use-step-history";
import { useStepAnnounced } from "./use-step-announced";
import { useWizardSend } from "./use-wizard-send";
import { WizardNav } from "./wizard-nav";
import { WizardStepper } from "./wizard-stepper";
import { BackLink } from "../components/back-link";
import { focusWhenShown } from "../components/focus-when-shown";

/** The five-step new-project wizard of docs/product/wizard.md (routes newproject, /:subcatid, /:subcatid/:serviceid). */
export function Wizard() {
  const LL = useLL();
  const { language } = useLanguage();
  const params = useParams<{ subcatid?: string; serviceid?: string }>();
  const seed = seedOf(params.subcatid, params.serviceid);

  const catalog = useQuery({
    queryKey: ["servicecategory/getallactive", language],
    queryFn: async () => {
      const reply = await publicApi.getAllActiveCategories(language);
      if (reply.isError || !Array.isArray(reply.data)) throw new Error(reply.userMessage ?? "catalogue");
      return reply.data;
    },
  });
  const categories = catalog.data;

  // Resume the stored wizard (reload, back/forward) or start from the route parameters.
  const [boot] = useState(() => {
    const stored = loadWizardState();
    const state = resumeOrStart(stored, seed);
    return { state, fresh: state !== stored, lostFiles: state === stored ? stored.fileNames : [] };
  });
  const [state, setState] = useState<WizardState>(boot.state);
  const needsPreselect = useRef(boot.fresh && seed !== "");
  const needsClamp = useRef(!boot.fresh);
  const [lostFiles, setLostFiles] = useState<string[]>(boot.lostFiles);
  const [files, setFiles] = useState<File[]>([]);
  const [fileNotices, setFileNotices] = useState<FileNotice[]>([]);
  const [pendingChoice, setPendingChoice] = useState<ServiceChoice | null>(null);
  const [honeypot, setHoneypot] = useState("");
  // A reload of the confirmation shows it again (storage.ts), not an empty wizard.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(() => (boot.fresh && isConfirmationEntry() ? loadSentConfirmation() : null));
  const stepChangedByUser = useRef(false);
  const confirmationRef = useRef<Confirmation | null>(null);
  confirmationRef.current = confirmation;

  // New route parameters while mounted (a link from a service page): a new choice of service.
  const lastSeed = useRef(seed);
  useEffect(() => {
    if (seed === lastSeed.current) return;
    lastSeed.current = seed;
    setState((current) => {
      const next = resumeOrStart(current, seed);
      if (next !== current) needsPreselect.current = true;
      return next;
    });
    setConfirmation(null);
  }, [seed]);

  // Once the catalogue is known: apply the route parameters, or keep a resumed step within its gates.
  useEffect(() => {
    if (!categories) return;
    if (needsPreselect.current) {
      needsPreselect.current = false;
      setState((current) => preselect(current, categories, params.subcatid, params.serviceid));
    }
    if (needsClamp.current) {
      needsClamp.current = false;
      setState((current) => ({ ...current, step: Math.min(current.step, furthestAllowedStep(current, categories)) as WizardStep }));
    }
  }, [categories, params.subcatid, params.serviceid]);

  const step: WizardStep = confirmation ? 5 : state.step;
  const service = categories ? findService(categories, state.serviceId) : undefined;
  const area = selectedArea(state);
  const missingFiles = useMemo(() => lostFiles.filter((name) => !files.some((f) => f.name === name)), [lostFiles, files]);

  // Once the confirmation is left (back, another service), a reload starts a new request.
  useEffect(() => {
    if (!confirmation) clearSentConfirmation();
  }, [confirmation]);

  // Keep everything (files excepted, their names kept for the note) in session storage.
  useEffect(() => {
    if (confirmation) return;
    const names = [...files.map((f) => f.name), ...missingFiles];
    saveWizardState({ ...state, fileNames: names.slice(0, 10) });
  }, [state, files, missingFiles, confirmation]);

  useStepAnnounced(LL, step, language);

  // Move focus to the new step's heading (keyboard and screen-reader users), also when the step's
  // code arrives after this runs, and scroll to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `step` is the trigger: this runs when the step changes.
  useEffect(() => {
    if (!stepChangedByUser.current) return;
    stepChangedByUser.current = false;
    window.scrollTo({ top: 0 });
    return focusWhenShown("wizard-step-heading");
  }, [step]);

  const pastFirstStep = state.step > 1;
  useEffect(() => {
    if (pastFirstStep) prefetchLaterSteps();
  }, [pastFirstStep]);

  const goTo = useStepHistory({ categories, step: state.step, confirmationRef, stepChangedByUser, setState, setConfirmation });

  useAreaNamesInLanguage(state, language, setState);

  const update = useCallback((patch: Partial<WizardState>) => setState((current) => ({ ...current, ...patch })), []);

  function choose(choice: ServiceChoice) {
    if (choiceNeedsConfirmation(state, choice)) setPendingChoice(choice);
    else setState((current) => applyChoice(current, choice));
  }

  async function addFiles(batch: File[]) {
    const disguised = await namesOfDisguisedFiles(batch);
    const result = addFileBatch(files, batch, 0, disguised);
    setFiles(result.files);
    setFileNotices(result.notices);
  }

  const onPersonalChange = useCallback((values: PersonalValues) => setState((current) => ({ ...current, personal: values })), []);

  const { send, sending, sendProblem } = useWizardSend({
    state,
    categories,
    files,
    honeypot,
    manual: service?.needsManualHandling === true,
    onKeyUsedBefore: () => update({ idempotencyKey: newIdempotencyKey() }),
    onSent: (sent) => {
      saveSentConfirmation(sent);
      setConfirmation(sent);
      setState({ ...initialWizardState(), idempotencyKey: newIdempotencyKey() });
      setFiles([]);
      setLostFiles([]);
      setFileNotices([]);
      setHoneypot("");
      stepChangedByUser.current = true;
      window.history.pushState({ ...historyState(), wizardStep: 5 }, "");
    },
  });

  let body: React.ReactNode;
  if (confirmation) {
    body = (
      <StepConfirmation
        confirmation={confirmation}
        onEmailFixed={(email) => {
          const fixed = { ...confirmation, email };
          setConfirmation(fixed);
          saveSentConfirmation(fixed);
        }}
      />
    );
  } else if (catalog.isPending) {
    body = <Loader aria-label={LL.wizard.loading()} m="xl" />;
  } else if (!categories) {
    body = (
      <Alert color="red" variant="light" title={LL.wizard.catalogErrorTitle()}>
        {LL.wizard.catalogErrorText()}
        <Button variant="light" color="red" mt="sm" display="block" onClick={() => void catalog.refetch()}>
          {LL.wizard.retry()}
        </Button>
      </Alert>
    );
  } else if (state.step === 1 || !service) {
    body = (
      <>
        <StepService categories={categories} state={state} onChoose={choose} />
        <WizardNav
          nextLabel={LL.wizard.nav.next()}
          nextDisabled={!canLeaveStep1(state, categories)}
          nextBlockedHint={LL.wizard.nav.blockedService()}
          onNext={() => goTo(2)}
        />
      </>
    );
  } else if (state.step === 2) {
    const notFound = state.availability === "notFound";
    body = (
      <>
        <StepExpert state={state} service={service} update={update} />
        <WizardNav
          backLabel={notFound ? LL.wizard.expert.notFoundBack() : LL.wizard.nav.back()}
          onBack={() => goTo(1)}
          nextLabel={notFound ? LL.wizard.expert.notFoundNext() : LL.wizard.nav.next()}
          nextDisabled={!canLeaveStep2(state)}
          nextBlockedHint={LL.wizard.nav.blockedExpert()}
          onNext={() => goTo(3)}
        />
      </>
    );
  } else if (state.step === 3) {
    const ready = canLeaveStep3(state, categories);
    body = (
      <>
        <StepDetails
          state={state}
          service={service}
          files={files}
          fileNotices={fileNotices}
          update={update}
          onAddFiles={addFiles}
          onRemoveFile={(name) => {
            setFiles((current) => removeFile(current, name));
            setFileNotices([]);
          }}
        />
        <WizardNav
          backLabel={LL.wizard.nav.back()}
          onBack={() => goTo(2)}
          nextLabel={LL.wizard.nav.next()}
          nextDisabled={!ready}
          nextBlockedHint={LL.wizard.nav.blockedDetails()}
          onNext={() => goTo(4)}
        />
      </>
    );
  } else {
    body = (
      <StepPersonal
        initialValues={state.personal}
        area={area}
        sending={sending}
        sendProblem={sendProblem}
        honeypot={honeypot}
        onHoneypot={setHoneypot}
        onChange={onPersonalChange}
        onBack={() => goTo(3)}
        onSend={(values) => void send(values)}
      />
    );
  }

  return (
    <Container size="md" py={{ base: "md", sm: "xl" }} px={{ base: "md", sm: "lg" }}>
      <Stack gap="lg">
        <BackLink href="/">{LL.wizard.backToHome()}</BackLink>
        <Title order={1} size="h2">
          {LL.wizard.pageTitle()}
        </Title>
        <WizardStepper step={step} onStepClick={confirmation ? undefined : goTo} />
        {!confirmation && missingFiles.length > 0 && (state.step === 3 || state.step === 4) && (
          <Alert color="orange" variant="light" title={LL.wizard.filesLostTitle()}>
            {LL.wizard.filesLostText({ names: missingFiles.join(", ") })}
          </Alert>
        )}
        <div>
          <Suspense fallback={<Loader aria-label={LL.wizard.loading()} m="xl" />}>{body}</Suspense>
        </div>
      </Stack>
      <ChangeServiceDialog
        opened={pendingChoice != null}
        onCancel={() => setPendingChoice(null)}
        onConfirm={() => {
          const choice = pendingChoice;
          setPendingChoice(null);
          if (choice) setState((current) => applyChoice(current, choice));
        }}
      />
    </Container>
  );
}
