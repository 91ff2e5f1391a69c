CREATE TABLE `inventory_version` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `room_night_inventory_insert` AFTER INSERT ON `room_night`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || rt.hotel_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id WHERE u.id = NEW.unit_id
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'city:' || h.city_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id JOIN hotel h ON h.id = rt.hotel_id WHERE u.id = NEW.unit_id
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_night_inventory_delete` AFTER DELETE ON `room_night`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || rt.hotel_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id WHERE u.id = OLD.unit_id
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'city:' || h.city_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id JOIN hotel h ON h.id = rt.hotel_id WHERE u.id = OLD.unit_id
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_night_inventory_update` AFTER UPDATE ON `room_night`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || rt.hotel_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id WHERE u.id IN (OLD.unit_id, NEW.unit_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'city:' || h.city_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id JOIN hotel h ON h.id = rt.hotel_id WHERE u.id IN (OLD.unit_id, NEW.unit_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
