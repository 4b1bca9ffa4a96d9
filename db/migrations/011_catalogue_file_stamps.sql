-- Issue 24, start-up time: the stamp of the built-in catalogue's files (each file's name, size,
-- modification and change times; src/main/catalogue/read-catalogue-files.ts), recorded with the version
-- hashed from them and prefixed with it. A start whose files have that stamp knows the version without
-- reading them; any other start hashes the files as before. NULL: not stamped yet.
ALTER TABLE catalogue_source ADD COLUMN file_stamps TEXT;
