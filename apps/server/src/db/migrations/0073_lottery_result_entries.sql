-- Four eyes on every path (issue 18): an imported result is its importer's entry, so every pending
-- result names who entered it, and no one approves an entry without an author. Imports made before
-- this carry no author: those still pending are dropped (the feed is imported again, now with its
-- importer as the author); approved ones stay as they were.
DELETE FROM lottery_results WHERE entered_by IS NULL AND approved_at IS NULL;
ALTER TABLE lottery_results
  ADD CONSTRAINT lottery_results_entered_by CHECK (entered_by IS NOT NULL OR approved_at IS NOT NULL);
