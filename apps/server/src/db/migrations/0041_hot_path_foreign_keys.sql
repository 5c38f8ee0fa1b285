-- A foreign key check locks the row it points at (FOR KEY SHARE). When that row is one every movement points
-- at, the brand, a provider, a game, every transfer and every bet takes a lock on the same row, and
-- concurrent lockers turn its lock into a multixact that each of them rewrites: the shared row that
-- docs/architecture.md forbids (money: no row every movement touches), by another door. Measured with
-- bench/ledger.ts at 16 clients: backend CPU per transfer 1,169 us with these keys, 439 us without, and the
-- transfer rate doubled. Pointing at a row written earlier in the same statement costs a lock too, for
-- nothing.
--
-- What these keys guarded stays guarded: ledger_move writes a transfer and its entries in one
-- statement, only after finding every leg's account in the transfer's brand, and vendor_debit names
-- the provider, game and brand the API resolved from the database in the same call. None of these
-- parent rows is ever deleted (transfers and entries refuse it, migration 0016), and the invariants
-- (I3, modules/ledger/invariants.ts) find any entry whose transfer is missing or of another brand.
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_merchant_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transfer_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_merchant_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_provider_code_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_game_id_fkey;
ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_provider_code_fkey;
ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_ledger_transfer_id_fkey;
