-- Front desk: moderated reviews, and when a stay was checked in, checked out or cancelled.
ALTER TABLE `review` ADD `hidden` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `reservation` ADD `checked_in_at` integer;
--> statement-breakpoint
ALTER TABLE `reservation` ADD `checked_out_at` integer;
--> statement-breakpoint
ALTER TABLE `reservation` ADD `cancelled_at` integer;
--> statement-breakpoint
CREATE INDEX `reservation_cekin_idx` ON `reservation` (`cekin`);
