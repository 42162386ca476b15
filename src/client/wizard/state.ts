import type { ApiCategory, ApiPostalArea, ApiService, ApiSubCategory } from "@/shared/api-types";
import type { Language } from "@/shared/catalog-types";
import { defaultPhonePrefix } from "@/shared/schemas/fields";

/** The five steps of docs/product/wizard.md, 1-based as it numbers them. */
export type WizardStep = 1 | 2 | 3 | 4 | 5;
export const wizardSteps: readonly WizardStep[] = [1, 2, 3, 4, 5];

/** The availability result of step 2 (docs/product/wizard.md): no-result, then found or not-found. */
export type Availability = "none" | "found" | "notFound";

/** The step 4 fields as the form holds them; keys match the creation payload. */
export interface PersonalValues {
  IsInsurerCustomer: boolean | null;
  CustomerLastName: string;
  CustomerName: string;
  CustomerGSM: string;
  CustomerEmail: string;
  CustomerStreetHouseNumber: string;
  CustomerBus: string;
  CustomerPrivacyAccepted: boolean;
  CustomerPrivacyMarketing: boolean;
}

/** Everything the wizard keeps across reloads (files excepted: a browser cannot store them). */
export interface WizardState {
  version: 1;
  step: WizardStep;
  categoryId: number | null;
  subCategoryId: number | null;
  serviceId: number | null;
  postCode: string;
  postalAreas: ApiPostalArea[];
  /** The language `postalAreas` name the places in; a switch renames them (./area-language.ts). */
  postalAreasLanguage: Language | null;
  postalAreaId: number | null;
  availability: Availability;
  providerId: number | null;
  /** questionId → chosen answer ids; a question with no answer left is absent. */
  answers: Record<string, number[]>;
  description: string;
  personal: PersonalValues;
  /** Names of the files chosen before a reload, to tell the person which ones to choose again. */
  fileNames: string[];
  /** One key per filled-in request; renewed after a successful send. */
  idempotencyKey: string;
  /** The route parameters this state was started from ("subcat/service"), to tell a new link from a reload. */
  seed: string;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function emptyPersonal(): PersonalValues {
  return {
    IsInsurerCustomer: null,
    CustomerLastName: "",
    CustomerName: "",
    CustomerGSM: defaultPhonePrefix,
    CustomerEmail: "",
    CustomerStreetHouseNumber: "",
    CustomerBus: "",
    CustomerPrivacyAccepted: false,
    CustomerPrivacyMarketing: false,
  };
}

export function initialWizardState(seed = ""): WizardState {
  return {
    version: 1,
    step: 1,
    categoryId: null,
    subCategoryId: null,
    serviceId: null,
    postCode: "",
    postalAreas: [],
    postalAreasLanguage: null,
    postalAreaId: null,
    availability: "none",
    providerId: null,
    answers: {},
    description: "",
    personal: emptyPersonal(),
    fileNames: [],
    idempotencyKey: newIdempotencyKey(),
    seed,
  };
}

/* ---------- catalogue look-ups ---------- */

export function findCategory(categories: ApiCategory[], id: number | null): ApiCategory | undefined {
  return id == null ? undefined : categories.find((c) => c.id === id);
}

export function findSubCategory(categories: ApiCategory[], id: number | null): { category: ApiCategory; subCategory: ApiSubCategory } | undefined {
  if (id == null) return undefined;
  for (const category of categories) {
    const subCategory = category.serviceSubCategories.find((s) => s.id === id);
    if (subCategory) return { category, subCategory };
  }
  return undefined;
}

export function findService(categories: ApiCategory[], id: number | null): ApiService | undefined {
  if (id == null) return undefined;
  for (const category of categories)
    for (const subCategory of category.serviceSubCategories) {
      const service = subCategory.services.find((s) => s.id === id);
      if (service) return service;
    }
  return undefined;
}

/* ---------- step 1: choices and the reset a confirmed change makes ---------- */

/** What a confirmed service change resets (docs/product/wizard.md, step 1). */
export function resetServiceDependent(state: WizardState): WizardState {
  return { ...state, postCode: "", postalAreas: [], postalAreaId: null, availability: "none", providerId: null, answers: {} };
}

export type ServiceChoice = { kind: "category"; id: number } | { kind: "subCategory"; id: number } | { kind: "service"; id: number };

/** Applies a choice of step 1; the dependent choices below it are cleared. */
export function applyChoice(state: WizardState, choice: ServiceChoice): WizardState {
  const hadService = state.serviceId != null;
  let next: WizardState;
  switch (choice.kind) {
    case "category":
      if (choice.id === state.categoryId) return state;
      next = { ...state, categoryId: choice.id, subCategoryId: null, serviceId: null };
      break;
    case "subCategory":
      if (choice.id === state.subCategoryId) return state;
      next = { ...state, subCategoryId: choice.id, serviceId: null };
      break;
    case "service":
      if (choice.id === state.serviceId) return state;
      next = { ...state, serviceId: choice.id };
      break;
  }
  return hadService ? resetServiceDependent(next) : next;
}

/** A change after a service was chosen needs the person's confirmation first. */
export function choiceNeedsConfirmation(state: WizardState, choice: ServiceChoice): boolean {
  if (state.serviceId == null) return false;
  const current = choice.kind === "category" ? state.categoryId : choice.kind === "subCategory" ? state.subCategoryId : state.serviceId;
  return current !== choice.id;
}

/** Route parameters → the preselected sub-category (and its category) and service. */
export function preselect(state: WizardState, categories: ApiCategory[], subCategoryParam?: string, serviceParam?: string): WizardState {
  const subId = toId(subCategoryParam);
  const found = findSubCategory(categories, subId);
  if (!found) return state;
  const serviceId = toId(serviceParam);
  const services = found.subCategory.services;
  // A sub-category with one service has nothing to choose: it is chosen (docs/product/wizard.md).
  const service = services.find((s) => s.id === serviceId) ?? (services.length === 1 ? services[0] : undefined);
  return { ...state, categoryId: found.category.id, subCategoryId: found.subCategory.id, serviceId: service?.id ?? null };
}

export function seedOf(subCategoryParam?: string, serviceParam?: string): string {
  return [subCategoryParam, serviceParam].filter((p) => p != null && p !== "").join("/");
}

/**
 * A stored state is resumed on a reload, a back/forward or a link without parameters.
 * A link with other parameters starts a new choice of service; what the person typed about
 * themselves (step 4) and the idempotency key are kept.
 */
export function resumeOrStart(stored: WizardState | null, seed: string): WizardState {
  if (!stored) return initialWizardState(seed);
  if (seed === "" || seed === stored.seed) return stored;
  return { ...initialWizardState(seed), personal: stored.personal, idempotencyKey: stored.idempotencyKey };
}

function toId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/* ---------- step 3: answers ---------- */

/** Radio: the new answer replaces the old. Check: added or removed; an empty question disappears. */
export function toggleAnswer(answers: Record<string, number[]>, questionId: number, answerId: number, type: "radio" | "check"): Record<string, number[]> {
  const key = String(questionId);
  if (type === "radio") return { ...answers, [key]: [answerId] };
  const current = answers[key] ?? [];
  const nextIds = current.includes(answerId) ? current.filter((id) => id !== answerId) : [...current, answerId];
  const next = { ...answers };
  if (nextIds.length === 0) delete next[key];
  else next[key] = nextIds;
  return next;
}

export function setCheckAnswers(answers: Record<string, number[]>, questionId: number, answerIds: number[]): Record<string, number[]> {
  const next = { ...answers };
  if (answerIds.length === 0) delete next[String(questionId)];
  else next[String(questionId)] = answerIds;
  return next;
}

/** Only the answers that belong to the service's questions and answers count. */
export function answersForService(service: ApiService | undefined, answers: Record<string, number[]>): { QuestionId: number; AnswerIds: number[] }[] {
  if (!service) return [];
  const out: { QuestionId: number; AnswerIds: number[] }[] = [];
  for (const { question } of service.serviceQuestions) {
    const valid = new Set(question.answers.map((a) => a.id));
    const ids = (answers[String(question.id)] ?? []).filter((id) => valid.has(id));
    if (ids.length > 0) out.push({ QuestionId: question.id, AnswerIds: question.answerType === "radio" ? ids.slice(-1) : ids });
  }
  return out;
}

/* ---------- forward gates (docs/product/wizard.md) ---------- */

export function canLeaveStep1(state: WizardState, categories: ApiCategory[]): boolean {
  return findService(categories, state.serviceId) != null;
}

export function canLeaveStep2(state: WizardState): boolean {
  return state.availability !== "none" && state.postalAreaId != null;
}

export function canLeaveStep3(state: WizardState, categories: ApiCategory[]): boolean {
  const service = findService(categories, state.serviceId);
  if (!service) return false;
  return answersForService(service, state.answers).length === service.serviceQuestions.length;
}

/** The furthest step the person may be on with what is filled in (used when resuming). */
export function furthestAllowedStep(state: WizardState, categories: ApiCategory[]): WizardStep {
  if (!canLeaveStep1(state, categories)) return 1;
  if (!canLeaveStep2(state)) return 2;
  if (!canLeaveStep3(state, categories)) return 3;
  return 4;
}

/** The selected postal area of step 2. */
export function selectedArea(state: WizardState): ApiPostalArea | undefined {
  return state.postalAreas.find((a) => a.id === state.postalAreaId);
}
