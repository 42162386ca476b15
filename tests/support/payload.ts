import type { AddProjectInput } from "../../src/shared/schemas/project";

/** A valid request for service 3 (central-heating boiler: type of work, heating fuel, house age). */
export function validPayload(overrides: Partial<AddProjectInput> = {}): AddProjectInput {
  return {
    ServiceId: 3,
    PostalAreaId: 1,
    ProviderId: null,
    IsInsurerCustomer: true,
    CustomerLastName: "Dubois-Van den Broeck",
    CustomerName: "Amélie",
    CustomerGSM: "+32 470 12 34 56",
    CustomerEmail: "amelie.dubois@example.be",
    CustomerDescription: "La chaudière se met en sécurité chaque matin.",
    CustomerStreetHouseNumber: "Rue Haute 12",
    CustomerBus: "3",
    CustomerPrivacyAccepted: true,
    CustomerPrivacyMarketing: false,
    CustomerLanguage: "fr",
    Answers: [
      { QuestionId: 1, AnswerIds: [1] },
      { QuestionId: 7, AnswerIds: [23] },
      { QuestionId: 5, AnswerIds: [17] },
    ],
    ...overrides,
  };
}
