CREATE TABLE `holiday` (
	`tanggal` text PRIMARY KEY NOT NULL,
	`nama` text NOT NULL,
	`jenis` text DEFAULT 'LIBUR_NASIONAL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refund` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` integer NOT NULL,
	`refund_key` text NOT NULL,
	`channel` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`amount` integer NOT NULL,
	`kept` integer DEFAULT 0 NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`bank_nama` text,
	`bank_rekening` text,
	`bank_atas_nama` text,
	`gateway_ref` text,
	`paid_by` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservation`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "refund_amount_check" CHECK("amount" >= 0 and "kept" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_reservation_id_unique` ON `refund` (`reservation_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refund_refund_key_unique` ON `refund` (`refund_key`);--> statement-breakpoint
CREATE INDEX `refund_status_idx` ON `refund` (`status`);--> statement-breakpoint
CREATE TABLE `room_rate` (
	`room_type_id` integer NOT NULL,
	`night` text NOT NULL,
	`harga_online` integer,
	`harga_offline` integer,
	`persen` integer,
	`min_malam` integer,
	`max_malam` integer,
	`tutup_kedatangan` integer DEFAULT false NOT NULL,
	`tutup_keberangkatan` integer DEFAULT false NOT NULL,
	`stop_sell` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	PRIMARY KEY(`room_type_id`, `night`),
	FOREIGN KEY (`room_type_id`) REFERENCES `room_type`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "room_rate_harga_check" CHECK(coalesce("harga_online", 0) >= 0 and coalesce("harga_offline", 0) >= 0),
	CONSTRAINT "room_rate_persen_check" CHECK(coalesce("persen", 0) between -90 and 500),
	CONSTRAINT "room_rate_malam_check" CHECK(coalesce("min_malam", 1) >= 1 and coalesce("max_malam", 365) between coalesce("min_malam", 1) and 365)
);
--> statement-breakpoint
ALTER TABLE `payment_method` ADD `channel` text DEFAULT 'VA' NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_method` ADD `batas_nominal` integer;--> statement-breakpoint
ALTER TABLE `reservation` ADD `rincian_malam` text;--> statement-breakpoint
ALTER TABLE `reservation` ADD `kebijakan_batal` text DEFAULT 'FLEXIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `batal_gratis_hari` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `denda_batal_persen` integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `payment_qr` text;--> statement-breakpoint
ALTER TABLE `reservation` ADD `payment_deeplink` text;--> statement-breakpoint
ALTER TABLE `reservation` ADD `no_show_at` integer;--> statement-breakpoint
ALTER TABLE `room_type` ADD `kebijakan_batal` text DEFAULT 'FLEXIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE `room_type` ADD `batal_gratis_hari` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `room_type` ADD `denda_batal_persen` integer DEFAULT 50 NOT NULL;--> statement-breakpoint
-- Name the channel of the payment methods that already exist (new column; virtual accounts took the default).
UPDATE `payment_method` SET `channel` = 'CARD' WHERE `group_id` IN (SELECT `id` FROM `payment_group` WHERE `kode` = 'CC');--> statement-breakpoint
UPDATE `payment_method` SET `channel` = 'CSTORE' WHERE `group_id` IN (SELECT `id` FROM `payment_group` WHERE `kode` = 'FINPAY');--> statement-breakpoint
UPDATE `payment_method` SET `channel` = 'LINKAJA' WHERE `group_id` IN (SELECT `id` FROM `payment_group` WHERE `kode` = 'TCASH');--> statement-breakpoint
UPDATE `payment_method` SET `channel` = 'DIRECT' WHERE `kategori` = 'DIRECT PAYMENT';
