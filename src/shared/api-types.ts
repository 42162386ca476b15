import type { AnswerType } from "./catalog-types";

/** Reply payloads of the public api/ calls (spec sections 3 and 7), shared by server and client. */
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

export interface ApiPostalArea {
  id: number;
  city: string;
  postCode: string;
  cityPostalArea: string;
}

export interface ApiRoutedProvider {
  id: number;
  isError: false;
}

export interface ApiUploadedFiles {
  fileNames: string[];
}
