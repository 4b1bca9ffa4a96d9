-- The engine's model of each stored community data file (issue 24), kept so that opening an imported
-- faction after a restart reads it back (a few ms) instead of its XML again (a second and more for a
-- large catalogue). Only ever a copy: a row is used while it was read from the file's current content
-- (`sha256`, as in game_data_file) by the current reader (`reader`: the serialisation's format and the
-- Muster version that wrote it) and its text is whole (`checksum`: the SHA-256 of `model`); any other
-- row is ignored, the file read again from its XML and the row written anew. Removing a file removes
-- its model; backups carry the rows, still keyed by the files' hashes.
CREATE TABLE game_data_model (
  file_id TEXT PRIMARY KEY NOT NULL REFERENCES game_data_file(id) ON DELETE CASCADE,
  sha256 TEXT NOT NULL,
  reader TEXT NOT NULL,
  checksum TEXT NOT NULL,
  -- src/core/bsdata/stored-model.ts: the file's model and what Muster does not read in it, as JSON.
  model TEXT NOT NULL
) STRICT;
