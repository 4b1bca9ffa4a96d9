-- A game's subscription to community data (issue 25): the repository's catpkg.json it reads at each
-- update (a tag-pinned install address is stored as the latest release's), the validators of the last
-- answer stored (ETag, Last-Modified: sent back as If-None-Match / If-Modified-Since, a 304 then
-- fetches nothing), and what that catpkg.json said of each file stored (revision, sourceSha256), from
-- which the next update finds the files that changed. One subscription per Muster game. The data files
-- themselves are in game_data_file, stored by the same import as files added by hand.
CREATE TABLE data_subscription (
  game TEXT PRIMARY KEY NOT NULL CHECK (game IN ('netepic', 'deadzone', 'freebooters-fate', 'antares')),
  -- The community source (src/core/bsdata/subscription/community-sources.ts), NULL for an address given by hand.
  source_id TEXT,
  address TEXT NOT NULL,
  name TEXT,
  version TEXT,
  etag TEXT,
  last_modified TEXT,
  checked_at TEXT,
  updated_at TEXT
) STRICT;

CREATE TABLE data_subscription_file (
  game TEXT NOT NULL REFERENCES data_subscription(game) ON DELETE CASCADE,
  file_id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  -- Lower-case hexadecimal, as checked against the file's bytes before it was stored.
  source_sha256 TEXT NOT NULL,
  PRIMARY KEY (game, file_id)
) STRICT;
