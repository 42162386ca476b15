/** Every api/ reply body (docs/product/api-contract.md): the old `data.data` is this body's `data`. */
export interface Envelope<T> {
  isError: boolean;
  userMessage: string | null;
  data: T;
}
