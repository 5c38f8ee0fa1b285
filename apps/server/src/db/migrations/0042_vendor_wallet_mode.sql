-- How a vendor's games reach the member's money. Seamless: the provider plays the main wallet through
-- the seamless-wallet API. Transfer: the member moves money into a wallet of the vendor's own (a
-- member.vendor account keyed by its account type, GCS_walletTransfer) and the provider plays that
-- wallet. A vendor no provider runs is listed only; its wallet shows as a transfer wallet either way.
ALTER TABLE game_vendors
  ADD COLUMN wallet_mode text NOT NULL DEFAULT 'seamless' CHECK (wallet_mode IN ('seamless', 'transfer'));

-- The wallet a launch plays: the vendor's account type for a transfer-mode vendor, NULL for the
-- main wallet.
ALTER TABLE game_sessions ADD COLUMN wallet_account_type integer;

-- The member's account a round's stakes came from: its wins and refunds go back there, whichever
-- launch's token the provider names in the call. Rounds so far all played the main wallet, the
-- account their first debit took the stake from. No foreign key: the key-share lock it would take
-- on the account's row when a debit opens a round meets ledger_move's FOR UPDATE of that row in a
-- concurrent debit of the same member, and the two deadlock.
ALTER TABLE game_rounds ADD COLUMN account_id bigint;
UPDATE game_rounds AS r SET account_id = (
  SELECT e.account_id
  FROM vendor_transactions AS t
    JOIN ledger_entries AS e ON e.transfer_id = t.ledger_transfer_id
    JOIN ledger_accounts AS a ON a.id = e.account_id
  WHERE t.round_id = r.id AND t.kind = 'debit' AND a.member_id = r.member_id
  ORDER BY t.id
  LIMIT 1
);
ALTER TABLE game_rounds ALTER COLUMN account_id SET NOT NULL;

-- vendor_debit (0026) as before, but the round keeps the account its stake came from (the
-- p_main_account argument, which is now whichever wallet the launch plays), and a further debit of
-- the round must come from the same account: a round is one wallet's, as it is one member's.
\ir ../functions/vendor_debit.sql
