-- Marking a bet open (and settling it later) changed `status`, a column of `bet_reserved`'s predicate,
-- so PostgreSQL could not update the row in place (HOT): each marking wrote the bet a new entry in
-- every one of its indexes. The bets waiting on their debit are listed in a table of their own
-- instead, a row written with the bet's reservation and deleted by what moves it on, so the bet's own
-- updates touch no indexed column. No foreign key: its check would lock the bet's row at every
-- reservation, and the row is only ever written and deleted in the bet's own statements.
CREATE TABLE bet_reservation (bet_id bigint PRIMARY KEY);
INSERT INTO bet_reservation (bet_id) SELECT id FROM bet WHERE status = 'reserved';
DROP INDEX bet_reserved;

-- Always the round's id and ':debit', so unique with it: no query reads this index, every bet paid it.
ALTER TABLE bet DROP CONSTRAINT bet_wallet_transaction_id_key;

-- Room on each page for its bets' next versions, which a HOT update must find on the same page.
ALTER TABLE bet SET (fillfactor = 80);
