/** Stylesheets imported as text by lazy chunks (`import css from "….css" with { type: "text" }`): see components/inject-styles.ts. */
declare module "*.css" {
  const text: string;
  export default text;
}
