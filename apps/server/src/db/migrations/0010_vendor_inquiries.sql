CREATE TABLE "vendor_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"frame_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shows_experimental" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "read_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "room" jsonb;--> statement-breakpoint
ALTER TABLE "vendor_settings" ADD CONSTRAINT "vendor_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;