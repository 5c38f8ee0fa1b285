-- Uploaded files live in the file storage (platform/file-storage.ts: a directory or an S3 bucket), not in
-- the database: a new row keeps its file's key. Rows written before keep their bytes and are still
-- served from them (docs/operations.md, Uploaded files); a row has one or the other, never both.
ALTER TABLE media_images
  ALTER COLUMN bytes DROP NOT NULL,
  ADD COLUMN storage_key text UNIQUE,
  ADD CONSTRAINT media_images_file CHECK ((bytes IS NULL) <> (storage_key IS NULL));

ALTER TABLE promotion_application_images
  ALTER COLUMN bytes DROP NOT NULL,
  ADD COLUMN storage_key text UNIQUE,
  ADD CONSTRAINT promotion_application_images_file CHECK ((bytes IS NULL) <> (storage_key IS NULL));

ALTER TABLE withdrawal_proofs
  ALTER COLUMN bytes DROP NOT NULL,
  ADD COLUMN storage_key text UNIQUE,
  ADD CONSTRAINT withdrawal_proofs_file CHECK ((bytes IS NULL) <> (storage_key IS NULL));

ALTER TABLE kyc_document_files
  ALTER COLUMN bytes DROP NOT NULL,
  ADD COLUMN storage_key text UNIQUE,
  ADD CONSTRAINT kyc_document_files_file CHECK ((bytes IS NULL) <> (storage_key IS NULL));
