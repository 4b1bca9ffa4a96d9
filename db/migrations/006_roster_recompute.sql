-- Lists whose library figures (points, errors, warnings) must be worked out again: recorded in the
-- same transaction as what makes them stale (a community data import, update or removal; a reload of
-- the built-in catalogue), then worked off in small batches, each its own short transaction. A row
-- left by a process that stopped midway is worked off at the next start.
CREATE TABLE roster_recompute (
  roster_id TEXT PRIMARY KEY NOT NULL REFERENCES roster(id) ON DELETE CASCADE,
  -- The figures the library showed before the change: the list's data review compares with them.
  before_points REAL NOT NULL,
  before_errors INTEGER NOT NULL,
  before_warnings INTEGER NOT NULL,
  -- For a list that recorded no data revisions: those stored before the change (JSON), or NULL.
  before_data TEXT,
  -- 1 when community data changed (the list's data record follows), 0 for figures only.
  follows_data INTEGER NOT NULL CHECK (follows_data IN (0, 1))
) STRICT;
