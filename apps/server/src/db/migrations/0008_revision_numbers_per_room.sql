ALTER TABLE "revisions" ALTER COLUMN "number" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "last_revision_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Revisions are renumbered 1, 2, 3 … within their room, in the order they were saved.
UPDATE "revisions" SET "number" = "renumbered"."n"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "room_id" ORDER BY "number") AS "n" FROM "revisions") AS "renumbered"
  WHERE "revisions"."id" = "renumbered"."id";--> statement-breakpoint
UPDATE "rooms" SET "last_revision_number" = "counts"."last"
  FROM (SELECT "room_id", max("number") AS "last" FROM "revisions" GROUP BY "room_id") AS "counts"
  WHERE "rooms"."id" = "counts"."room_id";--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_room_number_idx" ON "revisions" USING btree ("room_id","number");
