CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
