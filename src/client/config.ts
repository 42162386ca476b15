/**
 * Client configuration (docs/product/personal-data.md): the insurer's name, the data-protection
 * mailbox and the tag manager container id are configuration with neutral defaults.
 * A deployment sets them by adding meta tags to index.html (or by the server injecting them):
 *   <meta name="insurer-name" content="...">, <meta name="insurer-name-nl" content="...">,
 *   <meta name="privacy-mailbox" content="...">,
 *   <meta name="gtm-id" content="GTM-XXXXXXX">
 */
import { serverRenderContext } from "./ssr/server-context";
import type { Language } from "@/shared/catalog-types";
import { defaultInsurerNames } from "@/shared/insurer";

export const defaultPrivacyMailbox = "privacy@example.com";

function meta(name: string): string | undefined {
  if (typeof document === "undefined") return serverRenderContext()?.meta[name]?.trim() || undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return value ? value : undefined;
}

/** The insurer's name in the page's language: the Dutch one when configured, else the French one. */
export function insurerName(language: Language): string {
  const french = meta("insurer-name");
  if (language === "nl") return meta("insurer-name-nl") ?? french ?? defaultInsurerNames.nl;
  return french ?? defaultInsurerNames.fr;
}

export function privacyMailbox(): string {
  const value = meta("privacy-mailbox");
  return value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : defaultPrivacyMailbox;
}

/** The Google Tag Manager container id, or null when none is configured (the default): then no tag manager ever loads. */
export function gtmId(): string | null {
  const value = meta("gtm-id");
  return value && /^GTM-[A-Z0-9]{4,12}$/.test(value) ? value : null;
}
