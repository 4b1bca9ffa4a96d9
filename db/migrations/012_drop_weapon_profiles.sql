-- Issue 21, one catalogue model: a shared weapon's profiles are read from the game's data in the
-- engine's model (db/catalogue/<game>/game.json), so the `profiles` column of the glossary's weapons
-- was written at every load of the built-in catalogue and never read. The table is rebuilt without
-- it, its rows kept (what import-glossary reads: each weapon's id and names), so the built-in
-- catalogue is not loaded again for it.
CREATE TABLE weapon_without_profiles (
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  PRIMARY KEY (game_id, id)
) STRICT;
INSERT INTO weapon_without_profiles (game_id, id, name_fr, name_en)
  SELECT game_id, id, name_fr, name_en FROM weapon;
DROP TABLE weapon;
ALTER TABLE weapon_without_profiles RENAME TO weapon;
