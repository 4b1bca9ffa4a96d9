-- Community game data (BattleScribe .gst / .cat files) added by the player. Each file is kept whole
-- (its XML as read) so that nothing is lost and a later Muster can read it again; the engine's model
-- is rebuilt from it. Removing data never touches a roster: rosters name entries by id only.
CREATE TABLE game_data_file (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('gameSystem', 'catalogue')),
  game_system_id TEXT NOT NULL,
  name TEXT NOT NULL,
  revision INTEGER NOT NULL,
  -- Where it came from: a file name, a file inside a release, a folder or a URL.
  source TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  content TEXT NOT NULL
) STRICT;
CREATE INDEX game_data_file_by_system ON game_data_file(game_system_id, kind);
