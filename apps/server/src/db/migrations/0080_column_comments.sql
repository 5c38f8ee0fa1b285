-- What a reader of a row should know about some tables and columns, kept on them in the catalogue:
-- npm run schema writes these comments into db/schema.ts, which is generated from this database.
COMMENT ON TABLE ledger_transfers IS 'Append-only: the database refuses updates and deletes.';
COMMENT ON TABLE ledger_entries IS 'Append-only: the database refuses updates and deletes.';
COMMENT ON TABLE staff_actions IS 'Append-only: the database refuses updates and deletes.';
COMMENT ON COLUMN deposits.first_confirmed_by IS
  'The first of two staff confirmations a large bank transfer needs: who, and the amount they gave.';
COMMENT ON COLUMN withdrawals.approved_by IS
  'Staff who approved it, and who paid it (four eyes: see withdrawal_settings.four_eyes_amount).';
COMMENT ON COLUMN withdrawal_settings.four_eyes_amount IS
  'Minor units from which a withdrawal takes two people; null, the platform''s default.';
COMMENT ON COLUMN lottery_chases.stop_reason IS
  'Why a chase stopped: its member stopped it, the game''s limits refused a draw, or the game''s odds changed.';
COMMENT ON COLUMN promotion_bonuses.wagered_through_at IS
  'Where in the member''s settled stakes (time, source, id) the stake completing its wagering stands.';
COMMENT ON COLUMN platform_messages.member_id IS 'NULL: every member of the brand.';
COMMENT ON COLUMN mission_claims.period_start IS 'The GMT+8 date the period starts, YYYY-MM-DD.';
