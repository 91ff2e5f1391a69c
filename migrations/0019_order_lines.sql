CREATE TABLE `order_line` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`room_type_id` integer,
	`extra_id` integer,
	`name` text DEFAULT '' NOT NULL,
	`basis` text,
	`start_date` text,
	`end_date` text,
	`qty` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`amount` integer NOT NULL,
	`cancel_policy` text,
	`free_days` integer,
	`penalty_percent` integer,
	`refunded` integer DEFAULT 0 NOT NULL,
	`detail` text,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservation`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_type`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`extra_id`) REFERENCES `extra`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "order_line_amount_check" CHECK("qty" >= 0 and "amount" >= 0 and "refunded" >= 0)
);
--> statement-breakpoint
CREATE INDEX `order_line_room_type_id_idx` ON `order_line` (`room_type_id`);--> statement-breakpoint
CREATE INDEX `order_line_extra_id_idx` ON `order_line` (`extra_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_line_reservation_position_unique` ON `order_line` (`reservation_id`,`position`);--> statement-breakpoint
-- Every booking so far becomes an order with lines (docs/decisions/042). Line 1 is its stay: the room type,
-- the dates, the rooms, one room's whole stay with tax and fees as the unit price, the nightly prices and the
-- cancellation policy as sold.
INSERT INTO `order_line` (`reservation_id`, `position`, `kind`, `room_type_id`, `start_date`, `end_date`, `qty`, `unit_price`, `amount`, `cancel_policy`, `free_days`, `penalty_percent`, `detail`)
SELECT `id`, 1, 'STAY', `room_type_id`, `cekin`, `cekout`, `jumlah_kamar`, `total_harga_only` + `total_tax_only`, (`total_harga_only` + `total_tax_only`) * `jumlah_kamar`, `kebijakan_batal`, `batal_gratis_hari`, `denda_batal_persen`, `rincian_malam`
FROM `reservation`;
--> statement-breakpoint
-- Then each extra as sold, in the order of its id (it follows the stay's policy, as it always did).
INSERT INTO `order_line` (`reservation_id`, `position`, `kind`, `extra_id`, `name`, `basis`, `qty`, `unit_price`, `amount`)
SELECT `reservation_id`, 1 + row_number() OVER (PARTITION BY `reservation_id` ORDER BY `extra_id`), 'EXTRA', `extra_id`, `nama`, `basis`, `qty`, `harga`, `jumlah`
FROM `reservation_extra`;
--> statement-breakpoint
-- A refund already opened is shared over the lines as a cancellation shares it from now on: each line its
-- part of the amount (rounded down), the Rupiah left over to the stay. An early departure's refund (the amount
-- kept is the new total) was the nights not slept: it belongs to the stay line.
UPDATE `order_line` SET `refunded` = coalesce((
  SELECT CASE WHEN `refund`.`reason` = 'early-departure' THEN 0
    ELSE `order_line`.`amount` * `refund`.`amount` / nullif((SELECT sum(`l`.`amount`) FROM `order_line` `l` WHERE `l`.`reservation_id` = `order_line`.`reservation_id`), 0) END
  FROM `refund` WHERE `refund`.`reservation_id` = `order_line`.`reservation_id`), 0);
--> statement-breakpoint
UPDATE `order_line` SET `refunded` = `refunded` + (
  SELECT `refund`.`amount` FROM `refund` WHERE `refund`.`reservation_id` = `order_line`.`reservation_id`
) - (SELECT sum(`l`.`refunded`) FROM `order_line` `l` WHERE `l`.`reservation_id` = `order_line`.`reservation_id`)
WHERE `position` = 1 AND EXISTS (SELECT 1 FROM `refund` WHERE `refund`.`reservation_id` = `order_line`.`reservation_id`);
