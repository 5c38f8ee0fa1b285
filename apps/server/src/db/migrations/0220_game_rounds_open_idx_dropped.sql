-- Issue 25, rows per debit: every round a debit opens wrote an entry into game_rounds_open_idx
-- (opened_at of open rounds, 0024), which no query reads any more. The idle-round job and ledger
-- invariant I6 walk open rounds by last activity (game_rounds_idle_idx, 0076); the one other reader
-- of open rounds, anyOpenRound (a brand's open rounds of some games, before a game is taken away),
-- scans the same open rounds through the idle index just as well. docs/benchmarks.md has the plans.
DROP INDEX game_rounds_open_idx;
