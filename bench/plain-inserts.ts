import postgres from "postgres";
import { validPayload } from "../tests/support/payload";

/**
 * The creation baseline: plain postgres.js writing the same rows as `addproject` (a project and
 * its answers, one transaction each), 8 at a time for `seconds`. Answers how many it wrote.
 */
export async function plainInsertCount(url: string, brussels: number, seconds: number): Promise<number> {
  const plain = postgres(url, { max: 8, onnotice: () => {} });
  const p = validPayload({ PostalAreaId: brussels });
  let count = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < end) {
        await plain.begin(async (tx) => {
          const [row] =
            await tx`insert into home_projects (service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language, customer_first_name, customer_last_name,
              customer_gsm, customer_email, customer_street_house_number, is_insurer_customer, privacy_consent_at, privacy_consent_version)
            values (${p.ServiceId}, ${brussels}, 1, 1, now(), 'fr', ${p.CustomerName}, ${p.CustomerLastName}, ${p.CustomerGSM}, ${p.CustomerEmail}, ${p.CustomerStreetHouseNumber}, true, now(), 'privacy-2025-10-06')
            returning id`;
          await tx`insert into home_project_answers ${tx(p.Answers.map((a) => ({ project_id: row?.id, question_id: a.QuestionId, answer_id: a.AnswerIds[0] })))}`;
        });
        count++;
      }
    }),
  );
  await plain.end();
  return count;
}
