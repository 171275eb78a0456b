-- Issue 19, point 4: "Mark as delivered" takes an optional note for the buyer, shown on the order page and in
-- its timeline. Owned by src/orders (orders.schema.ts); at most DELIVERY_NOTE_MAX_LENGTH characters (contract).
ALTER TABLE "orders" ADD COLUMN "delivery_note" text;
