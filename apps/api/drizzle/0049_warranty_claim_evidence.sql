-- Evidence files on warranty claims (issue 21, point 3): the same files, checks and storage as a
-- dispute's, in the same table. A row with a claim is that claim's file (its order is the claim's
-- order); a row without one is the order's dispute's, as before. Each claim holds its own files, counted
-- under the order's lock like a dispute's.
ALTER TABLE "dispute_evidence" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_claim_idx" ON "dispute_evidence" USING btree ("claim_id","created_at","id");
