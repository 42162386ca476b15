-- Wording of reference rows the seed writes only into an empty database (docs/product/demo-data.md):
-- status 8 is "Aucun prestataire trouvé" everywhere, and three NL no-agreement reasons read as Flemish usage.
UPDATE "project_statuses" SET "name_fr" = 'Aucun prestataire trouvé' WHERE "id" = 8 AND "name_fr" = 'Aucun prestataire';--> statement-breakpoint
UPDATE "no_agreement_reasons" SET "reason_nl" = 'De voorgestelde prijs was niet aanvaardbaar voor de klant' WHERE "id" = 1 AND "reason_nl" = 'De voorgestelde prijs paste de klant niet';--> statement-breakpoint
UPDATE "no_agreement_reasons" SET "reason_nl" = 'De termijnen pasten niet' WHERE "id" = 2 AND "reason_nl" = 'De timing paste niet';--> statement-breakpoint
UPDATE "no_agreement_reasons" SET "reason_nl" = 'De werken komen niet overeen met de aanvraag' WHERE "id" = 4 AND "reason_nl" = 'Het werk komt niet overeen met de aanvraag';
