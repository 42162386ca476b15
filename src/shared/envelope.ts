/** Every api/ reply body (decisions.md): the spec's `data.data` is this body's `data`. */
export interface Envelope<T> {
  isError: boolean;
  userMessage: string | null;
  data: T;
}
