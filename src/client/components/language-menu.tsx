import { Button, Menu } from "@mantine/core";
import { useRef } from "react";
import { useLocation } from "wouter";
import type { Language } from "@/shared/catalog-types";
import { pathInLanguage } from "@/client/i18n/language-urls";
import { pushEvent } from "../analytics/data-layer";
import { useLanguage, useLL } from "../i18n/language";
import { headerMenuProps } from "./fixed-floating";

/**
 * The NL/FR language menu (docs/product/screens-and-routes.md, page frame). A chunk of its own: the menu's
 * positioning code is downloaded when a person reaches for the button (./language-button.tsx).
 */
export default function LanguageMenu({ defaultOpened }: { defaultOpened: boolean }) {
  const LL = useLL();
  const { language, setLanguage } = useLanguage();
  const [, navigate] = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  // Closed by Escape or a choice, the focus goes back to the button. Mantine's own return misses the
  // first opening, when this menu replaces the page's plain button already open; a click elsewhere
  // keeps the focus where it went.
  const returnFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest("[data-language-menu]")) button.current?.focus();
  };

  const choose = (next: string | null) => {
    if (next !== "fr" && next !== "nl") return;
    const lang = next as Language;
    if (lang === language) return;
    // On a public page, go to the same page's address in the chosen language
    // (docs/decisions/0027-language-urls.md) once the page shows it: a dictionary that could not be
    // downloaded leaves page and address as they were. "~" leaves the current language's prefix.
    void setLanguage(lang).then((shown) => {
      if (!shown) return;
      const address = pathInLanguage(window.location.pathname, lang);
      if (address) navigate(`~${address}`);
      pushEvent({ event: "language_change", language: lang });
    });
  };

  return (
    <Menu position="bottom-end" {...headerMenuProps} shadow="md" width={180} defaultOpened={defaultOpened} onClose={returnFocus}>
      <Menu.Target>
        <Button ref={button} variant="default" aria-label={LL.common.language.menuLabel({ current: language.toUpperCase() })}>
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-language-menu>
        <Menu.Label>{LL.common.language.menuTitle()}</Menu.Label>
        <Menu.RadioGroup value={language} onChange={choose}>
          <Menu.RadioItem value="nl" lang="nl" closeMenuOnClick>
            {LL.common.language.nl()} (NL)
          </Menu.RadioItem>
          <Menu.RadioItem value="fr" lang="fr" closeMenuOnClick>
            {LL.common.language.fr()} (FR)
          </Menu.RadioItem>
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
