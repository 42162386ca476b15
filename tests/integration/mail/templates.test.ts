import { describe, expect, test } from "bun:test";
import { checkedUrl } from "@/server/mail/compose";
import { formatDate, formatDateTime, formatDayRange, formatLongDateTime } from "@/server/mail/dates";
import { escapeHtml } from "@/server/html-escape";
import { renderCustomerConfirmation, renderCustomerProviderAccepted, renderNetworkAlert, renderProviderAssignment } from "@/server/mail/templates";

const nasty = `<script>alert("x")</script> & 'co'`;
const escapedNasty = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;";

/** The HTML with tags removed, to read it as a person would. */
const visible = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ");

describe("customer confirmation", () => {
  const base = {
    projectId: 412,
    firstName: "Amélie",
    serviceName: "Chaudière de chauffage central",
    manualHandling: false,
    statusUrl: "https://services.example.be/suivi/abc123",
    statusUrlExpiresAt: new Date("2026-05-31T08:00:00Z"),
  };

  test("in French: reference, service, two working days, personal link and its validity", () => {
    const mail = renderCustomerConfirmation("fr", base);
    expect(mail.subject).toBe("Nous avons bien reçu votre demande n°\u00a0412");
    for (const body of [mail.text, visible(mail.html)]) {
      expect(body).toContain("Bonjour Amélie,");
      expect(body).toMatch(/Numéro de votre demande[^0-9]*412/);
      expect(body).toContain("Chaudière de chauffage central");
      expect(body).toContain("dans les deux jours ouvrables");
      expect(body).toContain("https://services.example.be/suivi/abc123");
      expect(body).toContain("31 mai 2026");
      expect(body).not.toMatch(/24\sheures/);
    }
    expect(mail.text).toContain("Numéro de votre demande\u00a0: 412");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('href="https://services.example.be/suivi/abc123"');
  });

  test("in Dutch, for an unlisted service: within 24 hours", () => {
    const mail = renderCustomerConfirmation("nl", { ...base, firstName: "Pieter", serviceName: "Andere werken (niet in de lijst)", manualHandling: true });
    expect(mail.subject).toBe("We hebben uw aanvraag nr. 412 goed ontvangen");
    for (const body of [mail.text, visible(mail.html)]) {
      expect(body).toContain("Beste Pieter,");
      expect(body).toContain("Andere werken (niet in de lijst)");
      expect(body).toContain("binnen 24 uur");
      expect(body).toContain("31 mei 2026");
      expect(body).not.toContain("twee werkdagen");
      expect(body).not.toMatch(/Bonjour|demande/);
    }
    expect(mail.text).toContain("Nummer van uw aanvraag: 412");
    expect(mail.html).toContain('<html lang="nl">');
  });

  test("every interpolated value is escaped in the HTML and the subject stays one line", () => {
    const mail = renderCustomerConfirmation("fr", {
      ...base,
      firstName: nasty,
      serviceName: `${nasty}\r\nBcc: victim@example.com`,
      statusUrl: 'https://services.example.be/suivi/a"b<c',
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(escapedNasty);
    expect(mail.html).not.toContain('a"b');
    expect(mail.text).toContain(nasty);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const accepted = renderCustomerProviderAccepted("nl", {
      projectId: 1,
      firstName: "x",
      serviceName: "y",
      provider: { name: nasty, contactName: nasty, phone: nasty, email: nasty },
      callBy: new Date("2026-12-01T10:15:00+01:00"),
      lostLinkUrl: "https://services.example.be/projectstatus/lostlink",
    });
    expect(accepted.html).not.toContain("<script>");
    expect(accepted.html.split(escapedNasty).length - 1).toBe(5);
    expect(accepted.subject).not.toMatch(/[\r\n]/);
  });

  test("a link that is not http(s) is refused", () => {
    expect(() => renderCustomerConfirmation("fr", { ...base, statusUrl: "javascript:alert(1)" })).toThrow(TypeError);
    expect(() => checkedUrl("not a url")).toThrow(TypeError);
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});

describe("customer: a provider accepted", () => {
  const data = {
    projectId: 7,
    firstName: "Amélie",
    serviceName: "Chaudière de chauffage central",
    provider: { name: "Brussels Home Experts", contactName: "Sophie Lambert", phone: "+32 2 555 01 01", email: "contact@provider1.example.com" },
    // Accepted on a Sunday: the call is due by the end of Monday, written as its last minute.
    callBy: new Date("2026-12-01T00:00:00+01:00"),
    lostLinkUrl: "https://services.example.be/projectstatus/lostlink",
  };

  test("in French, with the provider's name and contact details", () => {
    const mail = renderCustomerProviderAccepted("fr", data);
    expect(mail.subject).toBe("Votre demande n°\u00a07 a été acceptée par un professionnel");
    expect(mail.text).toContain("Bonne nouvelle\u00a0: Brussels Home Experts a accepté votre demande n°\u00a07 (Chaudière de chauffage central).");
    expect(mail.text).toContain("Ce professionnel vous appellera au plus tard le lundi 30 novembre 2026 à 23:59 pour convenir d'un rendez-vous.");
    expect(mail.text).toContain("Personne de contact\u00a0: Sophie Lambert");
    expect(mail.text).toContain("Téléphone\u00a0: +32 2 555 01 01");
    expect(mail.text).toContain("E-mail\u00a0: contact@provider1.example.com");
    // The status link cannot be sent again (its hash only is stored): the confirmation's link, or a new one.
    expect(mail.text).toContain("ouvrez le lien de suivi de l'e-mail de confirmation.");
    expect(mail.text).toContain("Demandez un nouveau lien");
    expect(mail.text).toContain("https://services.example.be/projectstatus/lostlink");
    expect(visible(mail.html)).toContain("Sophie Lambert");
  });

  test("in Dutch; an empty contact name is left out", () => {
    const mail = renderCustomerProviderAccepted("nl", { ...data, provider: { ...data.provider, contactName: "" } });
    expect(mail.subject).toBe("Uw aanvraag nr. 7 werd aanvaard door een vakman");
    expect(mail.text).toContain("Goed nieuws: Brussels Home Experts heeft uw aanvraag nr. 7 (Chaudière de chauffage central) aanvaard.");
    expect(mail.text).toContain("Deze vakman belt u uiterlijk op maandag 30 november 2026 om 23:59 om een afspraak te maken.");
    expect(mail.text).toContain("Telefoon: +32 2 555 01 01");
    expect(mail.text).not.toContain("Contactpersoon");
    expect(mail.html).not.toContain("Contactpersoon");
    expect(mail.text).toContain("Vindt u die niet meer terug? Vraag een nieuwe link aan:");
  });
});

describe("bilingual mails for providers and the network: French first, then Dutch", () => {
  test("provider assignment: service in both languages, municipality, console link, deadline", () => {
    const mail = renderProviderAssignment({
      projectId: 55,
      serviceName: { fr: "Chaudière de chauffage central", nl: "Centrale-verwarmingsketel" },
      municipality: { fr: "1000 Bruxelles", nl: "1000 Brussel" },
      detailsUrl: "http://localhost:3000/provider/homeprojectdetails/55",
      answerBefore: new Date("2026-04-08T15:00:00Z"),
    });
    expect(mail.subject).toBe(
      "Nouveau projet n°\u00a055\u00a0: Chaudière de chauffage central à 1000 Bruxelles | Nieuw project nr. 55: Centrale-verwarmingsketel in 1000 Brussel",
    );
    const fr = mail.text.indexOf("Un nouveau projet vous a été attribué.");
    const nl = mail.text.indexOf("Er werd een nieuw project aan u toegewezen.");
    expect(fr).toBeGreaterThan(0);
    expect(nl).toBeGreaterThan(fr);
    expect(mail.text).toContain("mercredi 8 avril 2026 à 17:00");
    expect(mail.text).toContain("woensdag 8 april 2026 om 17:00");
    expect(mail.text.split("http://localhost:3000/provider/homeprojectdetails/55").length - 1).toBe(2);
    expect(mail.html).toContain('<div lang="fr">');
    expect(mail.html.indexOf('<div lang="fr">')).toBeLessThan(mail.html.indexOf('<div lang="nl">'));
  });

  test("a deadline at midnight is written as the last minute of the day before (docs/product/deadlines.md)", () => {
    // Wednesday 2 December 2026 00:00 in Brussels (winter time), and 1 July 00:00 in summer time.
    for (const [deadline, fr, nl] of [
      ["2026-12-01T23:00:00Z", "au plus tard le mardi 1er décembre 2026 à 23:59", "uiterlijk op dinsdag 1 december 2026 om 23:59"],
      ["2026-06-30T22:00:00Z", "au plus tard le mardi 30 juin 2026 à 23:59", "uiterlijk op dinsdag 30 juni 2026 om 23:59"],
      ["2026-12-02T13:32:00Z", "au plus tard le mercredi 2 décembre 2026 à 14:32", "uiterlijk op woensdag 2 december 2026 om 14:32"],
    ] as const) {
      const mail = renderProviderAssignment({
        projectId: 56,
        serviceName: { fr: "Chaudière de chauffage central", nl: "Centrale-verwarmingsketel" },
        municipality: { fr: "1000 Bruxelles", nl: "1000 Brussel" },
        detailsUrl: "http://localhost:3000/provider/homeprojectdetails/56",
        answerBefore: new Date(deadline),
      });
      expect(mail.text).toContain(fr);
      expect(mail.text).toContain(nl);
    }
  });

  test.each([
    [3, "Refusé", "Geweigerd", "aucun autre prestataire"],
    [7, "Traitement manuel", "Manuele behandeling", "24\u00a0heures"],
    [8, "Aucun prestataire trouvé", "Geen vakman gevonden", "deux jours ouvrables"],
  ] as const)("network alert for status %d", (statusId, fr, nl, fact) => {
    const mail = renderNetworkAlert({
      projectId: 9,
      statusId,
      serviceName: { fr: "Chaudière", nl: "Ketel" },
      municipality: { fr: "5000 Namur", nl: "5000 Namen" },
      detailsUrl: "http://localhost:3000/network/homeprojectdetails/9",
    });
    expect(mail.subject).toBe(`Projet n°\u00a09\u00a0: ${fr} | Project nr. 9: ${nl}`);
    expect(mail.text).toContain(fact);
    expect(mail.text).toContain("Statut\u00a0: " + fr);
    expect(mail.text).toContain(`Status: ${nl}`);
    expect(mail.text).toContain("5000 Namur");
    expect(mail.text).toContain("http://localhost:3000/network/homeprojectdetails/9");
  });
});

describe("dates as a Belgian writes them (docs/product/language.md)", () => {
  test("the first of a month is '1er' in French, in every written date and range; Dutch keeps '1'", () => {
    const first = new Date("2026-12-01T10:15:00+01:00");
    expect(formatDateTime("fr", first)).toBe("mardi 1er décembre 2026 à 10:15");
    expect(formatDateTime("nl", first)).toBe("dinsdag 1 december 2026 om 10:15");
    expect(formatLongDateTime("fr", first)).toBe("1er décembre 2026 à 10:15");
    expect(formatDate("fr", new Date("2026-04-11T10:00:00Z"))).toBe("11 avril 2026");
    expect(formatDate("fr", new Date("2026-04-21T10:00:00Z"))).toBe("21 avril 2026");
    expect(formatDayRange("fr", "2026-03-28", "2026-04-01")).toBe("28 mars – 1er avril 2026");
    expect(formatDayRange("fr", "2026-04-01", "2026-04-05")).toBe("1er–5 avril 2026");
    expect(formatDayRange("nl", "2026-04-01", "2026-04-05")).toBe("1–5 april 2026");
  });
});

describe("French typography in mails (docs/product/language.md)", () => {
  /** A plain space before ? ! ; : or around « », outside addresses: what the French copy must not have. */
  const plainSpaceBeforeMark = (text: string) => text.replace(/https?:\/\/\S+/g, "").match(/ [?!;:]|« | »/g) ?? [];

  test("French subjects and bodies get the no-break spaces; links keep their address; Dutch is left as written", () => {
    const confirmation = renderCustomerConfirmation("fr", {
      projectId: 8,
      firstName: "Amélie",
      serviceName: "Chaudière",
      manualHandling: false,
      statusUrl: "https://services.example.be/suivi/a?b=1",
    });
    expect(confirmation.text).toContain("Et maintenant\u202f?");
    expect(confirmation.text).toContain("grâce à ce lien\u00a0:\nhttps://services.example.be/suivi/a?b=1");
    expect(confirmation.html).toContain('href="https://services.example.be/suivi/a?b=1"');
    const alert = renderNetworkAlert({
      projectId: 9,
      statusId: 8,
      serviceName: { fr: "Chaudière", nl: "Ketel" },
      municipality: { fr: "1000 Bruxelles", nl: "1000 Brussel" },
      detailsUrl: "https://x.be/network/homeprojectdetails/9",
    });
    expect(alert.subject).toBe("Projet n°\u00a09\u00a0: Aucun prestataire trouvé | Project nr. 9: Geen vakman gevonden");
    const accepted = renderCustomerProviderAccepted("fr", {
      projectId: 7,
      firstName: "A",
      serviceName: "S",
      provider: { name: "Toit & Co", contactName: "", phone: "+32 2 555 01 01", email: "t@x.be" },
      callBy: new Date("2026-12-01T10:15:00+01:00"),
      lostLinkUrl: "https://x.be/projectstatus/lostlink",
    });
    for (const mail of [confirmation, alert, accepted]) {
      expect(plainSpaceBeforeMark(mail.subject)).toEqual([]);
      expect(plainSpaceBeforeMark(mail.text.split("(Nederlandstalige versie hieronder)").join("").split("----")[0] ?? "")).toEqual([]);
    }
    const dutch = renderCustomerConfirmation("nl", {
      projectId: 8,
      firstName: "Pieter",
      serviceName: "Ketel",
      manualHandling: false,
      statusUrl: "https://x.be/s",
    });
    expect(dutch.text).toContain("Hoe gaat het nu verder?");
    expect(dutch.text).not.toMatch(/[\u00a0\u202f]/);
  });
});
