-- Request metrics flushed in batches by each Worker isolate (docs/decisions/018-back-office-monitoring.md):
-- one row per (kind, name, status) per flush; the metrics page sums the rows of a time window.
CREATE TABLE `metric_sample` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`flushed_at` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`total_ms` real DEFAULT 0 NOT NULL,
	`histogram` text
);
--> statement-breakpoint
CREATE INDEX `metric_sample_flushed_at_idx` ON `metric_sample` (`flushed_at`);
