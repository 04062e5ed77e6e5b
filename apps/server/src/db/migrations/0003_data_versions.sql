CREATE TABLE "data_versions" (
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "data_versions_owner_id_name_pk" PRIMARY KEY("owner_id","name")
);
