import { describe, expect, test } from "bun:test";
import { AbsenceMail } from "@/server/mail/absences";
import { CustomerControlsMail } from "@/server/mail/customer-controls";
import { LoginMail } from "@/server/mail/login-invitation";
import { MorningSummaryMail } from "@/server/mail/morning-summary";
import { bilingual, MailTemplate } from "@/server/mail/templates";
import { VisitMail } from "@/server/mail/visit";
import { sampleMails, sampleName } from "../../support/sample-mails";

/** The samples people read and the phone-layout test checks (docs/product/notifications.md, "Looking at the mails"). */
describe("the sample e-mails", () => {
  const samples = sampleMails();

  test("every template the queue stores has a sample in each language it is sent in", () => {
    const templates = [
      ...Object.values(MailTemplate),
      ...Object.values(CustomerControlsMail),
      ...Object.values(AbsenceMail),
      ...Object.values(LoginMail),
      ...Object.values(VisitMail),
      ...Object.values(MorningSummaryMail),
    ];
    for (const template of templates) {
      const languages = new Set(samples.filter((s) => s.template === template).map((s) => s.language));
      expect([...languages].sort(), template).toEqual(languages.has(bilingual) ? [bilingual] : ["fr", "nl"]);
    }
  });

  test("each sample has its own file name and is written in its language", () => {
    expect(new Set(samples.map(sampleName)).size).toBe(samples.length);
    for (const sample of samples) expect(sample.mail.html).toContain(`<html lang="${sample.language === bilingual ? "fr" : sample.language}">`);
  });
});
