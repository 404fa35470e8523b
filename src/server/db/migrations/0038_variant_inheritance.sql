-- Issue 29: a variant synced without a field takes it from its parent and follows the parent's changes
-- to it (Shopware's inheritance); the fields it inherits are listed here. Seeded variants inherit none.
ALTER TABLE "product" ADD COLUMN "inherited" text[] DEFAULT '{}' NOT NULL;