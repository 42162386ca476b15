import { describe, expect, test } from "bun:test";
import type { ApiCategory } from "@/shared/api-types";
import { buildPayload, failingFields, payloadIsValid, validatePersonal } from "@/client/wizard/personal-form";
import {
  answersForService,
  applyChoice,
  canLeaveStep1,
  canLeaveStep2,
  canLeaveStep3,
  choiceNeedsConfirmation,
  furthestAllowedStep,
  initialWizardState,
  preselect,
  resumeOrStart,
  seedOf,
  selectedArea,
  setCheckAnswers,
  toggleAnswer,
  type WizardState,
} from "@/client/wizard/state";
import { renameAreas } from "@/client/wizard/area-language";
import { clearWizardState, loadWizardState, saveWizardState, wizardStorageKey } from "@/client/wizard/storage";

const q = (id: number, type: "radio" | "check", answerIds: number[]) => ({
  questionId: id,
  question: { id, questionCode: `q${id}`, answerType: type, answers: answerIds.map((a) => ({ id: a, questionId: id, answerCode: `q${id}.a${a}` })) },
});

const categories: ApiCategory[] = [
  {
    id: 1,
    code: "heating-cooling",
    name: "Chauffage",
    slugFr: "chauffage-climatisation",
    slugNl: "verwarming-verkoeling",
    serviceSubCategories: [
      {
        id: 1,
        code: "heating-maintenance",
        name: "Entretien",
        services: [
          { id: 1, code: "boiler", name: "Chaudière", needsManualHandling: false, serviceQuestions: [q(8, "radio", [27, 28]), q(2, "check", [5, 6, 7])] },
          { id: 2, code: "other", name: "Autre", needsManualHandling: true, serviceQuestions: [] },
        ],
      },
    ],
  },
  {
    id: 2,
    code: "plumbing-pipes",
    name: "Sanitaire",
    slugFr: "sanitaires-conduites",
    slugNl: "sanitair-leidingen",
    serviceSubCategories: [
      {
        id: 5,
        code: "pipes",
        name: "Conduites",
        services: [{ id: 12, code: "leak", name: "Fuite", needsManualHandling: false, serviceQuestions: [q(1, "radio", [1, 2])] }],
      },
    ],
  },
];

function filled(): WizardState {
  return {
    ...initialWizardState(),
    categoryId: 1,
    subCategoryId: 1,
    serviceId: 1,
    postCode: "1000",
    postalAreas: [{ id: 10, city: "Bruxelles", postCode: "1000", cityPostalArea: "Bruxelles", otherName: "Brussel" }],
    postalAreaId: 10,
    availability: "found",
    providerId: 3,
    answers: { "8": [27], "2": [5, 6] },
    description: "La chaudière fuit.",
  };
}

describe("wizard step 1: choices, confirmation and what a change resets", () => {
  test("before a service is chosen, changes need no confirmation and clear the dependent choices", () => {
    let s = initialWizardState();
    expect(choiceNeedsConfirmation(s, { kind: "category", id: 1 })).toBe(false);
    s = applyChoice(s, { kind: "category", id: 1 });
    s = applyChoice(s, { kind: "subCategory", id: 1 });
    expect(canLeaveStep1(s, categories)).toBe(false);
    s = applyChoice(s, { kind: "service", id: 1 });
    expect(canLeaveStep1(s, categories)).toBe(true);
  });

  test("after a service is chosen, any other choice asks first; the same choice does not", () => {
    const s = filled();
    expect(choiceNeedsConfirmation(s, { kind: "category", id: 2 })).toBe(true);
    expect(choiceNeedsConfirmation(s, { kind: "subCategory", id: 5 })).toBe(true);
    expect(choiceNeedsConfirmation(s, { kind: "service", id: 2 })).toBe(true);
    expect(choiceNeedsConfirmation(s, { kind: "service", id: 1 })).toBe(false);
    expect(choiceNeedsConfirmation(s, { kind: "category", id: 1 })).toBe(false);
  });

  test("a confirmed change resets the dependent choices, postcode, availability, answers and areas, and keeps the rest", () => {
    const s = filled();
    const c = applyChoice(s, { kind: "category", id: 2 });
    expect(c).toMatchObject({
      categoryId: 2,
      subCategoryId: null,
      serviceId: null,
      postCode: "",
      postalAreas: [],
      postalAreaId: null,
      availability: "none",
      providerId: null,
      answers: {},
    });
    expect(c.description).toBe(s.description);
    expect(c.idempotencyKey).toBe(s.idempotencyKey);
    const sv = applyChoice(s, { kind: "service", id: 2 });
    expect(sv).toMatchObject({ categoryId: 1, subCategoryId: 1, serviceId: 2, availability: "none", answers: {}, postCode: "" });
  });

  test("route parameters preselect the sub-category, its category and the service; unknown ones are ignored", () => {
    expect(preselect(initialWizardState(), categories, "5", "12")).toMatchObject({ categoryId: 2, subCategoryId: 5, serviceId: 12 });
    expect(preselect(initialWizardState(), categories, "1")).toMatchObject({ categoryId: 1, subCategoryId: 1, serviceId: null });
    expect(preselect(initialWizardState(), categories, "1", "12")).toMatchObject({ subCategoryId: 1, serviceId: null });
    expect(preselect(initialWizardState(), categories, "99")).toMatchObject({ categoryId: null });
    expect(preselect(initialWizardState(), categories, "abc")).toMatchObject({ categoryId: null });
  });

  test("a sub-category with one service has it chosen, even without the service in the link or with a wrong one", () => {
    expect(preselect(initialWizardState(), categories, "5")).toMatchObject({ categoryId: 2, subCategoryId: 5, serviceId: 12 });
    expect(preselect(initialWizardState(), categories, "5", "1")).toMatchObject({ subCategoryId: 5, serviceId: 12 });
    expect(preselect(initialWizardState(), categories, "99")).toMatchObject({ categoryId: null });
    expect(preselect(initialWizardState(), categories, "abc")).toMatchObject({ categoryId: null });
  });

  test("a reload resumes; a link with other parameters starts a new choice but keeps personal data and the key", () => {
    const stored = { ...filled(), seed: "1/1", step: 4 as const };
    stored.personal.CustomerEmail = "a@b.be";
    expect(resumeOrStart(stored, "1/1")).toBe(stored);
    expect(resumeOrStart(stored, "")).toBe(stored);
    const fresh = resumeOrStart(stored, "5/12");
    expect(fresh).toMatchObject({ step: 1, serviceId: null, seed: "5/12", answers: {} });
    expect(fresh.personal.CustomerEmail).toBe("a@b.be");
    expect(fresh.idempotencyKey).toBe(stored.idempotencyKey);
    expect(resumeOrStart(null, "5").seed).toBe("5");
    expect(seedOf("5", "12")).toBe("5/12");
    expect(seedOf(undefined, undefined)).toBe("");
  });
});

describe("wizard gates", () => {
  test("step 2 needs a result other than no-result", () => {
    const s = filled();
    expect(canLeaveStep2(s)).toBe(true);
    expect(canLeaveStep2({ ...s, availability: "notFound" })).toBe(true);
    expect(canLeaveStep2({ ...s, availability: "none" })).toBe(false);
  });

  test("step 3 needs an answer to every question; a check question emptied counts as unanswered", () => {
    const s = filled();
    expect(canLeaveStep3(s, categories)).toBe(true);
    let answers = toggleAnswer(s.answers, 2, 5, "check");
    answers = toggleAnswer(answers, 2, 6, "check");
    expect(answers["2"]).toBeUndefined();
    expect(canLeaveStep3({ ...s, answers }, categories)).toBe(false);
    expect(setCheckAnswers(s.answers, 2, [])["2"]).toBeUndefined();
    expect(canLeaveStep3({ ...s, serviceId: 2, answers: {} }, categories)).toBe(true);
  });

  test("a radio answer replaces the old; a check answer is added or removed", () => {
    expect(toggleAnswer({ "8": [27] }, 8, 28, "radio")).toEqual({ "8": [28] });
    expect(toggleAnswer({ "2": [5] }, 2, 6, "check")).toEqual({ "2": [5, 6] });
    expect(toggleAnswer({ "2": [5, 6] }, 2, 5, "check")).toEqual({ "2": [6] });
  });

  test("answers that do not belong to the service are not sent", () => {
    const answers = { "8": [27], "2": [5, 99], "1": [1] };
    expect(answersForService(categories[0]?.serviceSubCategories[0]?.services[0], answers)).toEqual([
      { QuestionId: 8, AnswerIds: [27] },
      { QuestionId: 2, AnswerIds: [5] },
    ]);
  });

  test("a resumed wizard never lands beyond what its gates allow", () => {
    expect(furthestAllowedStep(filled(), categories)).toBe(4);
    expect(furthestAllowedStep({ ...filled(), answers: {} }, categories)).toBe(3);
    expect(furthestAllowedStep({ ...filled(), availability: "none" }, categories)).toBe(2);
    expect(furthestAllowedStep({ ...filled(), serviceId: 404 }, categories)).toBe(1);
  });
});

describe("wizard step 4 and the payload", () => {
  test("the server's own rules report each failing field with a validation key, in the summary's order", () => {
    const errors = validatePersonal({ ...initialWizardState().personal, CustomerName: "J3an", CustomerEmail: "x@y" });
    expect(errors).toMatchObject({
      IsInsurerCustomer: "insurerCustomerRequired",
      CustomerLastName: "nameInvalid",
      CustomerName: "nameInvalid",
      // Only the offered "+32": nothing typed yet.
      CustomerGSM: "required",
      CustomerEmail: "emailInvalid",
      CustomerStreetHouseNumber: "addressRequired",
      CustomerPrivacyAccepted: "privacyRequired",
    });
    // In the order the form shows them.
    expect(failingFields(errors)).toEqual([
      "IsInsurerCustomer",
      "CustomerLastName",
      "CustomerName",
      "CustomerGSM",
      "CustomerEmail",
      "CustomerStreetHouseNumber",
      "CustomerPrivacyAccepted",
    ]);
  });

  test("a filled-in wizard gives a payload the server's schema accepts", () => {
    const s = filled();
    s.personal = {
      IsInsurerCustomer: false,
      CustomerLastName: "Van den Broeck",
      CustomerName: "Zoë",
      CustomerGSM: "+32 470 12 34 56",
      CustomerEmail: "zoe@example.brussels",
      CustomerStreetHouseNumber: "Rue Haute 12",
      CustomerBus: "",
      CustomerPrivacyAccepted: true,
      CustomerPrivacyMarketing: false,
    };
    expect(validatePersonal(s.personal)).toEqual({});
    const payload = buildPayload(s, categories, "nl", "");
    expect(payload).toMatchObject({
      ServiceId: 1,
      PostalAreaId: 10,
      ProviderId: 3,
      CustomerLanguage: "nl",
      Website: "",
      Answers: [
        { QuestionId: 8, AnswerIds: [27] },
        { QuestionId: 2, AnswerIds: [5, 6] },
      ],
    });
    expect(payloadIsValid(payload)).toBe(true);
    expect(buildPayload({ ...s, availability: "notFound" }, categories, "fr", "").ProviderId).toBeNull();
  });
});

describe("wizard storage", () => {
  function memoryStorage(): Storage {
    const map = new Map<string, string>();
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (k) => map.get(k) ?? null,
      key: (i) => [...map.keys()][i] ?? null,
      removeItem: (k) => void map.delete(k),
      setItem: (k, v) => void map.set(k, v),
    };
  }

  test("what is saved comes back; clearing removes it", () => {
    const store = memoryStorage();
    const s = { ...filled(), step: 3 as const, fileNames: ["photo.png"] };
    saveWizardState(s, store);
    expect(loadWizardState(store)).toEqual(s);
    clearWizardState(store);
    expect(loadWizardState(store)).toBeNull();
  });

  test("broken or foreign data is ignored, never thrown", () => {
    const store = memoryStorage();
    store.setItem(wizardStorageKey, "{not json");
    expect(loadWizardState(store)).toBeNull();
    store.setItem(wizardStorageKey, JSON.stringify({ version: 2 }));
    expect(loadWizardState(store)).toBeNull();
  });
});

describe("places renamed on a language switch (docs/product/places.md, Names shown)", () => {
  // As GET postalarea/getpostalareabypostalcode?postCode=8000 answers in each language.
  const bruges = { id: 801, city: "Bruges", postCode: "8000", cityPostalArea: "Bruges", otherName: "Brugge" };
  const koolkerkeFr = { id: 805, city: "Bruges", postCode: "8000", cityPostalArea: "Koolkerke", otherName: null };
  const brugge = { id: 802, city: "Brugge", postCode: "8000", cityPostalArea: "Brugge", otherName: "Bruges" };
  const koolkerkeNl = { id: 805, city: "Brugge", postCode: "8000", cityPostalArea: "Koolkerke", otherName: null };
  const foundInFrench = (postalAreaId: number): WizardState => ({
    ...filled(),
    postCode: "8000",
    postalAreas: [bruges, koolkerkeFr],
    postalAreasLanguage: "fr",
    postalAreaId,
  });

  test("each place takes its name in the new language, keeps its position and stays chosen", () => {
    const before = foundInFrench(801);
    const renamed = renameAreas(before, [koolkerkeNl, brugge], "nl");
    expect(renamed.postalAreas).toEqual([brugge, koolkerkeNl]);
    expect(renamed.postalAreaId).toBe(802);
    expect(renamed.postalAreasLanguage).toBe("nl");
    expect(selectedArea(renamed)?.cityPostalArea).toBe("Brugge");
    expect(renameAreas(foundInFrench(805), [koolkerkeNl, brugge], "nl").postalAreaId).toBe(805);
    // The rest of the request is left as it was.
    expect({ ...renamed, postalAreas: [], postalAreaId: 0 }).toEqual({ ...before, postalAreas: [], postalAreaId: 0, postalAreasLanguage: "nl" });
  });

  test("nothing changes when the names are already in that language, a place cannot be matched or the answer is for another postcode", () => {
    const state = foundInFrench(801);
    expect(renameAreas(state, [koolkerkeNl, brugge], "fr")).toBe(state);
    expect(renameAreas(state, [brugge], "nl")).toBe(state);
    expect(renameAreas(state, [{ ...brugge, otherName: "Brugges" }, koolkerkeNl], "nl")).toBe(state);
    expect(renameAreas(state, [{ ...brugge, postCode: "8200" }, koolkerkeNl], "nl")).toBe(state);
  });

  test("a wizard stored before the language was kept comes back with it unknown, so its names are looked up again", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as unknown as Storage;
    const { postalAreasLanguage: _, ...older } = foundInFrench(801);
    storage.setItem(wizardStorageKey, JSON.stringify(older));
    expect(loadWizardState(storage)?.postalAreasLanguage).toBeNull();
  });
});
