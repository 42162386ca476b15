import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { formatCalendarDate, fromDayNumber } from "../working-days/belgian-calendar";
import { brusselsDayNumber } from "../working-days/brussels-time";

/** How far ahead the network's dashboard looks for absences (docs/product/absences.md): today and the 13 days after. */
export const absencesAheadDays = 14;

export interface AbsenceAhead {
  absenceId: number;
  providerId: number;
  providerName: string;
  startsOn: string;
  endsOn: string;
  /** Postcodes of its work area where no other active provider offers one of its routed services. */
  soleCoverPostcodes: number;
}

/**
 * The active providers' absences under way or starting within the next two weeks, first first,
 * each with the postcodes it alone covers for at least one of its routed services: where requests
 * will find nobody while it is away (docs/product/absences.md). Other providers' own absences are
 * not subtracted: the count is the floor of what goes uncovered.
 */
export async function absencesAhead(db: Executor, now: Date): Promise<AbsenceAhead[]> {
  const today = brusselsDayNumber(now);
  const first = formatCalendarDate(fromDayNumber(today));
  const last = formatCalendarDate(fromDayNumber(today + absencesAheadDays - 1));
  const rows = rowsOf<AbsenceAhead>(
    await db.execute(sql`
      with ahead as (
        select a.id, a.provider_id, a.starts_on, a.ends_on, p.name
        from provider_absences a join providers p on p.id = a.provider_id and p.is_active
        where a.ends_on >= ${first}::date and a.starts_on <= ${last}::date),
      routed as (
        select s.id, (row_number() over (order by s.id))::int - 1 as n, count(*) over ()::int as total
        from services s where s.is_active and not s.needs_manual_handling),
      -- Each provider's routed services as one bit string (as the coverage map does).
      masks as (
        select ps.provider_id, bit_or(set_bit(repeat('0', r.total)::varbit, r.n, 1)) as mask
        from provider_services ps join routed r on r.id = ps.service_id
        where ps.is_active group by ps.provider_id),
      own as (
        select distinct ah.id as absence_id, ah.provider_id, pa.post_code
        from ahead ah
        join provider_postal_areas ppa on ppa.provider_id = ah.provider_id and ppa.is_active
        join postal_areas pa on pa.id = ppa.postal_area_id),
      -- Every active provider at those postcodes, once, with the services of the providers before it.
      present as (
        select pa.post_code, ppa.provider_id, m.mask,
          bit_or(m.mask) over (partition by pa.post_code order by ppa.provider_id rows between unbounded preceding and 1 preceding) as before
        from (select distinct post_code from own) pc
        join postal_areas pa on pa.post_code = pc.post_code
        join provider_postal_areas ppa on ppa.postal_area_id = pa.id and ppa.is_active
        join providers p on p.id = ppa.provider_id and p.is_active
        join masks m on m.provider_id = ppa.provider_id
        group by pa.post_code, ppa.provider_id, m.mask),
      -- The services two or more providers offer at a postcode (a service meets itself again in a later provider).
      shared as (
        select post_code, bit_or(mask & coalesce(before, mask # mask)) as mask from present group by post_code),
      -- Alone at a postcode when one of its services is offered there by nobody else.
      sole as (
        select o.absence_id, count(*)::int as n
        from own o
        join masks am on am.provider_id = o.provider_id
        join shared x on x.post_code = o.post_code
        where bit_count(am.mask & ~x.mask) > 0
        group by o.absence_id)
      select ah.id as "absenceId", ah.provider_id as "providerId", ah.name as "providerName",
        ah.starts_on::text as "startsOn", ah.ends_on::text as "endsOn", coalesce(sole.n, 0) as "soleCoverPostcodes"
      from ahead ah left join sole on sole.absence_id = ah.id
      order by ah.starts_on, ah.name, ah.id`),
  );
  return rows.map((r) => ({ ...r, absenceId: Number(r.absenceId), providerId: Number(r.providerId), soleCoverPostcodes: Number(r.soleCoverPostcodes) }));
}
