import type { AnswerType } from "./catalog-types";

/** Reply payloads of the public api/ calls (docs/product/api-contract.md), shared by server and client. */
export interface ApiAnswer {
  id: number;
  questionId: number;
  answerCode: string;
}

export interface ApiQuestion {
  id: number;
  questionCode: string;
  answerType: AnswerType;
  answers: ApiAnswer[];
}

export interface ApiServiceQuestion {
  questionId: number;
  question: ApiQuestion;
}

export interface ApiService {
  id: number;
  code: string;
  name: string;
  /** A request for an unlisted service: the network answers within 24 hours, no routing. */
  needsManualHandling: boolean;
  serviceQuestions: ApiServiceQuestion[];
}

export interface ApiSubCategory {
  id: number;
  code: string;
  name: string;
  services: ApiService[];
}

export interface ApiCategory {
  id: number;
  code: string;
  name: string;
  slugFr: string;
  slugNl: string;
  serviceSubCategories: ApiSubCategory[];
}

export interface ApiSubCategoryDetail {
  id: number;
  code: string;
  name: string;
  services: { id: number; code: string; name: string }[];
}

/** A place of a postcode named in the reader's language (docs/product/places.md). */
export interface ApiPostalArea {
  id: number;
  city: string;
  postCode: string;
  cityPostalArea: string;
  /** The place's name in the other language, shown beside it ("Bruges (Brugge)"); null when it has one name. */
  otherName: string | null;
}

export interface ApiRoutedProvider {
  id: number;
  isError: false;
}

export interface ApiUploadedFiles {
  fileNames: string[];
}
