import { useEffect } from "react";
import { pushPageView } from "../analytics/data-layer";
import { useLanguage, useLL } from "../i18n/language";
import { useHeadCollector } from "../ssr/head";

/** Per page: the document title in the page's language and one dataLayer page_view. */
export function usePage(pageName: string, title: string): void {
  const LL = useLL();
  const { language } = useLanguage();
  const documentTitle = LL.common.documentTitle({ page: title });
  const head = useHeadCollector();
  if (head) head.title = documentTitle;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one push per page view; a language switch is not a new page view.
  useEffect(() => {
    pushPageView(pageName, language);
  }, [pageName]);
}
