-- Issue 22, reports: each figure is defined once, as a SQL function over the modules' tables, and
-- every report screen and export reads those functions (docs/reports.md).
--
-- A brand's reporting days are days of its own time zone; Asia/Shanghai (GMT+8) is the clock every
-- brand has used so far. (The brand settings may add the same column: the guard keeps both.)
ALTER TABLE merchants ADD COLUMN IF NOT EXISTS time_zone text NOT NULL DEFAULT 'Asia/Shanghai';

-- The reports read bonuses, rebates, agents' pay, deposits and withdrawals by brand and time.
CREATE INDEX promotion_bonuses_granted_idx ON promotion_bonuses (merchant_id, granted_at);
CREATE INDEX vip_rebates_created_idx ON vip_rebates (merchant_id, created_at);
CREATE INDEX agent_settlements_settled_idx ON agent_settlements (merchant_id, settled_at);
CREATE INDEX deposits_created_idx ON deposits (merchant_id, created_at);
CREATE INDEX withdrawals_created_idx ON withdrawals (merchant_id, created_at);

\ir ../functions/report_base_costs.sql
\ir ../functions/report_base_period.sql
\ir ../functions/report_base_play.sql
\ir ../functions/report_cash_flow.sql
\ir ../functions/report_ggr.sql
\ir ../functions/report_house_rtp.sql
\ir ../functions/report_ngr.sql
\ir ../functions/report_pay_by_kind.sql
\ir ../functions/report_players.sql
\ir ../functions/report_retention.sql
