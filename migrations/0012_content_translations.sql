-- English and French versions of the content staff write (docs/decisions/026-content-translations.md).
-- The Indonesian text stays in each row, so no existing row changes.
CREATE TABLE `translation` (
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`field` text NOT NULL,
	`lang` text NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	PRIMARY KEY(`entity`, `entity_id`, `field`, `lang`),
	CONSTRAINT "translation_lang_check" CHECK("lang" in ('en', 'fr')),
	CONSTRAINT "translation_text_check" CHECK(length("text") > 0)
);
--> statement-breakpoint
CREATE INDEX `translation_lang_entity_idx` ON `translation` (`lang`,`entity`);